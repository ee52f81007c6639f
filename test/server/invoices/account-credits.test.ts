import { describe, expect, it } from 'vitest';
import { recordAccountPayment } from '../../../src/server/features/6-invoices/invoices/receivables/record-payment';
import { openInvoicesOf } from '../../../src/server/features/6-invoices/invoices/receivables/open-invoices';
import { creditOf, findCompanyTerms } from '../../../src/server/features/3-accounts/companies/company-credit';
import { SYSTEM } from '../../../src/server/features/4-orders/orders/order-timeline';
import { accountBalanceOf, createAccountOrder, setAccountTerms } from '../../helpers/account-orders';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { mailsTo } from '../mail/mailbox-reader';
import { stockOf } from '../orders/order-helpers';
import { refundCalls } from '../payments/refund-helpers';

const shop = useTestApp();
const calls = () => refundCalls(shop.app, shop.db);

/** A company on Net 30 with a $1,000 limit and an on-account order of 4 shears at $50 ($200), and a shop admin. */
async function creditFixture(name: string) {
  const fixture = await createCompanyFixture(shop.db, name);
  await setAccountTerms(shop.db, fixture.company.id, { netDays: 30, creditLimitCents: 100_000 });
  const product = await createProduct(shop.db, { name: `${name} shears`, price: 50, quantity: 10 });
  const order = await createAccountOrder(shop.db, fixture.depotBuyer, fixture.company.id, product, { quantity: 4 });
  const admin = await createUser(shop.db, { role: 'admin', name: 'Ada' });
  return { ...fixture, product, order, admin };
}

async function available(companyId: string) {
  return creditOf((await findCompanyTerms(shop.db, companyId))!).available;
}

async function isPaid(orderId: string) {
  return (await shop.db.selectFrom('orders').select('isPaid').where('id', '=', orderId).executeTakeFirstOrThrow()).isPaid;
}

describe('refunds of on-account orders are credits', () => {
  it('issues the credit note at once with no gateway, lowers what is owed and the balance (credit freed), restocks, and says so', async () => {
    const { company, depotBuyer, product, order, admin } = await creditFixture('Willow');
    expect(await accountBalanceOf(shop.db, company.id)).toBe(20_000);
    expect(await available(company.id)).toBe(800);
    const stock = await stockOf(shop.db, product.id);

    const credited = await calls().rest(admin, order.id, { amountCents: 5_000, reason: 'One pair arrived bent', restock: [{ productId: product.id, quantity: 1 }] });
    expect(credited.statusCode).toBe(200);
    expect(credited.json()).toMatchObject({ amountCents: 5_000, status: 'succeeded', refundedCents: 5_000, paymentStatus: 'partially_refunded', creditNoteNumber: expect.stringMatching(/^CN-\d{6}$/) });
    const creditNote = credited.json().creditNoteNumber as string;

    expect(await accountBalanceOf(shop.db, company.id)).toBe(15_000);
    expect(await available(company.id)).toBe(850);
    expect((await openInvoicesOf(shop.db, company.id)).map((invoice) => invoice.dueCents)).toEqual([15_000]);
    expect(await stockOf(shop.db, product.id)).toBe(stock + 1);
    expect(await isPaid(order.id)).toBe(false);
    // No card was refunded: the credit gives back no payment.
    expect(await shop.db.selectFrom('orderRefunds').select(['paymentId', 'gatewayRefundId', 'status']).where('orderId', '=', order.id).execute()).toEqual([{ paymentId: null, gatewayRefundId: null, status: 'succeeded' }]);

    // The buyer's order page and e-mail say it was credited to the account.
    const page = await callerFor(shop.db, depotBuyer).orders.withLines({ id: order.id });
    expect(page.timeline.at(-1)!.text).toBe(`Credited $50.00 (credit note ${creditNote}): One pair arrived bent.`);
    expect(page.refunds).toEqual([{ amount: 50, reason: 'One pair arrived bent', status: 'succeeded', creditNoteNumber: creditNote, at: expect.any(String), toAccount: true }]);
    const [mail] = await mailsTo(shop.db, depotBuyer.email, 'payment-refunded');
    expect(mail!.subject).toContain('was credited to your account');
    for (const words of ["to your company's account", 'Credited: $50.00', 'Still owed: $150.00', `Credit note: ${creditNote}`]) expect(mail!.textBody).toContain(words);
    expect(mail!.textBody).not.toContain('to your card');

    const figures = await callerFor(shop.db, admin).orderRefunds.list({ id: order.id });
    expect(figures).toMatchObject({ paidCents: 20_000, refundedCents: 5_000, leftCents: 15_000 });
  });

  it('is capped at the total less earlier credit notes; a full credit settles the order', async () => {
    const { company, order, admin } = await creditFixture('Aspen');
    expect((await calls().rest(admin, order.id, { amountCents: 12_000, reason: 'Short delivery' })).statusCode).toBe(200);
    const tooMuch = await calls().rest(admin, order.id, { amountCents: 8_001, reason: 'More' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('At most $80.00 can be refunded');
    expect(await accountBalanceOf(shop.db, company.id)).toBe(8_000);

    const rest = await calls().rest(admin, order.id, { amountCents: 8_000, reason: 'Returned' });
    expect(rest.json()).toMatchObject({ refundedCents: 20_000, paymentStatus: 'refunded' });
    expect(await isPaid(order.id)).toBe(true);
    expect(await openInvoicesOf(shop.db, company.id)).toEqual([]);
    expect(await accountBalanceOf(shop.db, company.id)).toBe(0);
    const nothing = await calls().rest(admin, order.id, { amountCents: 1, reason: 'Again' });
    expect(nothing.json().message).toBe('Nothing is left to refund on this order');
  });

  it('admins crediting at once never pass the total', async () => {
    const { company, order, admin } = await creditFixture('Poplar');
    const answers = await Promise.all([1, 2, 3].map(() => calls().rest(admin, order.id, { amountCents: 8_000, reason: 'Race' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 400]);
    expect(await accountBalanceOf(shop.db, company.id)).toBe(4_000);
  });

  it('a credit beyond what a partly paid invoice owes becomes the company’s credit', async () => {
    const { company, order, admin } = await creditFixture('Linden');
    await shop.db.transaction().execute((trx) =>
      recordAccountPayment(trx, { companyId: company.id, amountCents: 15_000, receivedOn: '2026-11-20', method: 'bank_transfer', reference: 'BACS 9', recordedBy: null }, SYSTEM),
    );
    expect(await accountBalanceOf(shop.db, company.id)).toBe(5_000);
    const credited = await calls().rest(admin, order.id, { amountCents: 8_000, reason: 'Faulty batch' });
    expect(credited.statusCode).toBe(200);
    // The invoice owes nothing (the order is paid); the $30 beyond it is the company's credit.
    expect(await isPaid(order.id)).toBe(true);
    expect(await accountBalanceOf(shop.db, company.id)).toBe(-3_000);
    expect(await available(company.id)).toBe(1_030);
  });
});

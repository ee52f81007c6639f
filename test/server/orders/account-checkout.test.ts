import { describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../../src/server/features/4-orders/orders/closing/expire-orders';
import { placeOrder } from '../../../src/server/features/4-orders/orders/place-order';
import { shopPorts } from '../../../src/server/feature-ports';
import type { ContextUser } from '../../../src/server/services';
import { COMPANY_ON_HOLD_MESSAGE } from '../../../src/shared/words/company-hold';
import { ON_ACCOUNT_NOT_CANCELLABLE_MESSAGE, ON_ACCOUNT_NOT_OFFERED_MESSAGE, ON_ACCOUNT_OVERDUE_MESSAGE } from '../../../src/shared/schemas/account-terms';
import { calendarDateOf, creditExceededMessage, dueDateOf } from '../../../src/shared/rules/account-terms';
import { accountBalanceOf, createAccountOrder, setAccountTerms } from '../../helpers/account-orders';
import { createCompanyFixture, createMember, setCompanyStatus } from '../../helpers/company-orders';
import { createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { createRuledProduct, restCart } from '../cart/cart-helpers';

const shop = useTestApp();
const DAY_MS = 86_400_000;

/** `buyer` puts `quantity` of `productId` in their cart and checks out for `locationId`, paying as asked. */
async function checkoutOf(buyer: ContextUser, productId: string, quantity: number, locationId: string, paymentMethod?: 'card' | 'account') {
  const rest = restCart(shop.app, shop.db);
  const put = await rest(buyer, 'PUT', `/cart/lines/${productId}`, { quantity });
  expect(put.statusCode).toBe(200);
  return rest(buyer, 'POST', '/checkout', { locationId, ...(paymentMethod && { paymentMethod }) });
}

async function orderRow(orderId: string) {
  return shop.db.selectFrom('orders').select(['status', 'isPaid', 'paymentMethod', 'totalCents']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

describe('checkout on account (POST /api/checkout paymentMethod: account)', () => {
  it('under 20 parallel on-account checkouts of one company by several members, never exceeds the limit; card checkouts beside them pass', async () => {
    const acme = await createCompanyFixture(shop.db, 'Parallel');
    await setAccountTerms(shop.db, acme.company.id, { netDays: 30, creditLimitCents: 50_000 });
    const product = await createRuledProduct(shop.db, { price: 10, quantity: 10_000 });
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => createMember(shop.db, acme.company.id, 'buyer', [], `Buyer ${i}`)));
    const cardMembers = await Promise.all(Array.from({ length: 4 }, (_, i) => createMember(shop.db, acme.company.id, 'buyer', [], `Card buyer ${i}`)));
    const rest = restCart(shop.app, shop.db);
    // Orders of $60 to $155: the $500 limit lets only some of them through.
    const quantities = members.map((_, i) => 6 + (i % 10));
    for (const [i, member] of members.entries()) await rest(member, 'PUT', `/cart/lines/${product.id}`, { quantity: quantities[i] });
    for (const member of cardMembers) await rest(member, 'PUT', `/cart/lines/${product.id}`, { quantity: 3 });

    const responses = await Promise.all([
      ...members.map((member) => rest(member, 'POST', '/checkout', { locationId: acme.yard.id, paymentMethod: 'account' })),
      ...cardMembers.map((member) => rest(member, 'POST', '/checkout', { locationId: acme.yard.id })),
    ]);

    const account = responses.slice(0, 20);
    expect(responses.filter((response) => response.statusCode >= 500)).toEqual([]);
    expect(responses.slice(20).map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const accepted = account.flatMap((response, i) => (response.statusCode === 200 ? [quantities[i]! * 1000] : []));
    const refused = account.filter((response) => response.statusCode !== 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    const sum = accepted.reduce((a, b) => a + b, 0);
    expect(sum).toBeLessThanOrEqual(50_000);
    expect(await accountBalanceOf(shop.db, acme.company.id)).toBe(sum);
    for (const response of refused) {
      const body = response.json();
      expect(response.statusCode).toBe(409);
      expect(body.message).toMatch(/is more than your company's available credit of \$\d+\.\d\d\.$/);
      expect(body.data.fieldErrors.paymentMethod).toEqual([body.message]);
    }
    // Every accepted order is confirmed on account with its invoice, and nothing was taken for the refused ones.
    const placed = await shop.db.selectFrom('orders').select(['paymentMethod', 'status', 'isPaid']).where('companyId', '=', acme.company.id).execute();
    expect(placed.filter((order) => order.paymentMethod === 'account')).toHaveLength(accepted.length);
    expect(placed.filter((order) => order.paymentMethod === 'account').every((order) => order.status === 'processing' && !order.isPaid)).toBe(true);
    expect(placed.filter((order) => order.paymentMethod === 'card')).toHaveLength(4);
    const sold = accepted.reduce((a, b) => a + b, 0) / 1000 + 12;
    expect((await shop.db.selectFrom('products').select('quantity').where('id', '=', product.id).executeTakeFirstOrThrow()).quantity).toBe(10_000 - sold);
  });

  it('confirms the order at once, issues its invoice due net days later, numbered after card invoices without a gap, and reads carry both', async () => {
    const acme = await createCompanyFixture(shop.db, 'Reads');
    await setAccountTerms(shop.db, acme.company.id, { netDays: 14, creditLimitCents: 100_000 });
    const product = await createRuledProduct(shop.db, { price: 25, quantity: 100 });
    const before = await shop.db.selectFrom('documentNumbers').select('lastNumber').where('kind', '=', 'invoice').executeTakeFirst();

    const response = await checkoutOf(acme.depotBuyer, product.id, 4, acme.depot.id, 'account');

    expect(response.statusCode).toBe(200);
    const { orderId } = response.json();
    expect(await orderRow(orderId)).toEqual({ status: 'processing', isPaid: false, paymentMethod: 'account', totalCents: 10_000 });
    const dueDate = dueDateOf(calendarDateOf(new Date()), 14);
    const invoice = await shop.db.selectFrom('invoices').select(['number', 'dueOn']).where('orderId', '=', orderId).executeTakeFirstOrThrow();
    expect(invoice.number).toBe((before?.lastNumber ?? 0) + 1);
    const number = `INV-${String(invoice.number).padStart(6, '0')}`;
    expect(await accountBalanceOf(shop.db, acme.company.id)).toBe(10_000);

    const rest = restCart(shop.app, shop.db);
    const read = (await rest(acme.depotBuyer, 'GET', `/orders/${orderId}`)).json();
    expect([read.order.paymentMethod, read.order.invoice, read.order.expiresAt]).toEqual(['account', { number, dueDate }, null]);
    expect(read.timeline[0].text).toBe(`Placed on account by you for $100.00 and invoiced, due ${dueDate}.`);
    expect((await rest(acme.depotBuyer, 'GET', `/order-details/${orderId}`)).json().invoice).toEqual({ number, dueDate });
    const mine = (await rest(acme.depotBuyer, 'GET', '/my-orders')).json();
    expect(mine.orders.find((order: { _id: string }) => order._id === orderId)).toMatchObject({ paymentMethod: 'account', invoice: { number, dueDate } });
    const admin = await createUser(shop.db, { role: 'admin' });
    expect((await rest(admin, 'GET', `/admin/orders/${orderId}`)).json().order).toMatchObject({ paymentMethod: 'account', invoice: { number, dueDate } });

    const mail = await shop.db.selectFrom('mailOutbox').select(['kind', 'textBody', 'attachment']).where('recipient', '=', acme.depotBuyer.email).where('kind', '=', 'order-placed-on-account').executeTakeFirstOrThrow();
    expect(mail.textBody).toContain(`Your invoice ${number} is attached as a PDF. Please pay it by ${dueDate}.`);
    expect(mail.attachment).toMatchObject({ kind: 'invoice', orderId, filename: `${number}.pdf` });
    // The attachment renders although the order is unpaid: an on-account invoice says when it is due.
    const pdf = await rest(acme.depotBuyer, 'GET', `/orders/${orderId}/invoice.pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('never expires an on-account order, refuses to cancel it as unpaid, and lets the admin ship it unpaid', async () => {
    const acme = await createCompanyFixture(shop.db, 'Lifecycle');
    await setAccountTerms(shop.db, acme.company.id, { netDays: 30, creditLimitCents: 100_000 });
    const product = await createRuledProduct(shop.db, { price: 10, quantity: 100 });
    const { orderId } = (await checkoutOf(acme.anyBuyer, product.id, 2, acme.yard.id, 'account')).json();

    await expireUnpaidOrders({ db: shop.db, ports: shopPorts, config: testConfig() }, new Date(Date.now() + 365 * DAY_MS));
    expect((await orderRow(orderId)).status).toBe('processing');

    const rest = restCart(shop.app, shop.db);
    const cancel = await rest(acme.anyBuyer, 'DELETE', `/cancel-order/${orderId}`);
    expect([cancel.statusCode, cancel.json().message]).toEqual([409, ON_ACCOUNT_NOT_CANCELLABLE_MESSAGE]);
    const admin = await createUser(shop.db, { role: 'admin' });
    const adminCancel = await rest(admin, 'DELETE', `/admin/orders/${orderId}`);
    expect([adminCancel.statusCode, adminCancel.json().message]).toEqual([409, ON_ACCOUNT_NOT_CANCELLABLE_MESSAGE]);

    const shipped = await rest(admin, 'PUT', `/shipped-order/${orderId}`, { carrier: 'UPS' });
    expect([shipped.statusCode, shipped.json()]).toEqual([200, { modifiedCount: 1 }]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'shipped', isPaid: false });
  });

  it('applies the credit the company carries to the invoice it checks out, oldest payment first, and marks an order it covers paid', async () => {
    const acme = await createCompanyFixture(shop.db, 'Carried checkout');
    await setAccountTerms(shop.db, acme.company.id, { netDays: 30, creditLimitCents: 100_000 });
    const product = await createRuledProduct(shop.db, { price: 10, quantity: 100 });
    // Two payments no invoice took yet (the newer one recorded first): $30 received on the 2nd, $50 on the 1st.
    const payments = await shop.db
      .insertInto('accountPayments')
      .values([
        { companyId: acme.company.id, amountCents: 3_000, receivedOn: '2026-11-02', method: 'bank_transfer', reference: 'Newer', recordedBy: null },
        { companyId: acme.company.id, amountCents: 5_000, receivedOn: '2026-11-01', method: 'bank_transfer', reference: 'Older', recordedBy: null },
      ])
      .returning(['id', 'reference'])
      .execute();
    await shop.db.updateTable('companies').set({ accountBalanceCents: -8_000 }).where('id', '=', acme.company.id).execute();
    const allocations = (orderId: string) =>
      shop.db
        .selectFrom('paymentAllocations')
        .innerJoin('invoices', 'invoices.number', 'paymentAllocations.invoiceNumber')
        .innerJoin('accountPayments', 'accountPayments.id', 'paymentAllocations.paymentId')
        .select(['accountPayments.reference', 'paymentAllocations.amountCents'])
        .where('invoices.orderId', '=', orderId)
        .orderBy('accountPayments.receivedOn')
        .execute();

    const first = await checkoutOf(acme.anyBuyer, product.id, 6, acme.yard.id, 'account');
    expect(first.statusCode).toBe(200);
    expect(await allocations(first.json().orderId)).toEqual([
      { reference: 'Older', amountCents: 5_000 },
      { reference: 'Newer', amountCents: 1_000 },
    ]);
    expect(await orderRow(first.json().orderId)).toMatchObject({ isPaid: true });

    const second = await checkoutOf(acme.anyBuyer, product.id, 3, acme.yard.id, 'account');
    expect(await allocations(second.json().orderId)).toEqual([{ reference: 'Newer', amountCents: 2_000 }]);
    expect(await orderRow(second.json().orderId)).toMatchObject({ isPaid: false });
    expect(await accountBalanceOf(shop.db, acme.company.id)).toBe(1_000);
    expect(payments).toHaveLength(2);
  });

  it('does not count on-account orders toward the unpaid orders a buyer may hold', async () => {
    const acme = await createCompanyFixture(shop.db, 'Many');
    await setAccountTerms(shop.db, acme.company.id, { netDays: 30, creditLimitCents: 1_000_000 });
    const product = await createRuledProduct(shop.db, { price: 1, quantity: 1000 });
    const limit = testConfig().payments.maxOpenUnpaidOrders;
    for (let i = 0; i < limit; i++) expect((await checkoutOf(acme.anyBuyer, product.id, 1, acme.yard.id, 'account')).statusCode).toBe(200);
    expect((await checkoutOf(acme.anyBuyer, product.id, 1, acme.yard.id)).statusCode).toBe(200);
  });

  it('refuses, naming paymentMethod, a company on card terms, a customer in no company, a company on hold and one with an invoice overdue', async () => {
    const product = await createRuledProduct(shop.db, { price: 10, quantity: 100 });
    const card = await createCompanyFixture(shop.db, 'Card only');
    const refused = await checkoutOf(card.anyBuyer, product.id, 1, card.yard.id, 'account');
    expect([refused.statusCode, refused.json().data.fieldErrors]).toEqual([409, { paymentMethod: [ON_ACCOUNT_NOT_OFFERED_MESSAGE] }]);

    const customer = await createUser(shop.db, { verified: true });
    const rest = restCart(shop.app, shop.db);
    await rest(customer, 'PUT', `/cart/lines/${product.id}`, { quantity: 1 });
    const own = await rest(customer, 'POST', '/checkout', { phone: '555-0100', address: '1 Herb Row', paymentMethod: 'account' });
    expect([own.statusCode, own.json().message]).toEqual([409, ON_ACCOUNT_NOT_OFFERED_MESSAGE]);

    const held = await createCompanyFixture(shop.db, 'On hold');
    await setAccountTerms(shop.db, held.company.id, { netDays: 30, creditLimitCents: 100_000 });
    await setCompanyStatus(shop.db, held.company.id, 'on_hold');
    const onHold = await checkoutOf(held.anyBuyer, product.id, 1, held.yard.id, 'account');
    expect([onHold.statusCode, onHold.json().message]).toEqual([409, COMPANY_ON_HOLD_MESSAGE]);

    const late = await createCompanyFixture(shop.db, 'Late payer');
    await setAccountTerms(shop.db, late.company.id, { netDays: 30, creditLimitCents: 100_000 });
    // Due 31 days ago: one day more than ON_ACCOUNT_OVERDUE_DAYS (30) allows; one due 30 days ago alone would pass.
    await createAccountOrder(shop.db, late.admin, late.company.id, product, { totalCents: 1000, issuedAt: new Date(Date.now() - 61 * DAY_MS), netDays: 30 });
    const overdue = await checkoutOf(late.anyBuyer, product.id, 1, late.yard.id, 'account');
    expect([overdue.statusCode, overdue.json().data.fieldErrors]).toEqual([409, { paymentMethod: [ON_ACCOUNT_OVERDUE_MESSAGE] }]);
    // Card checkout stays open to it, and nothing was reserved for the refusals.
    expect((await rest(late.anyBuyer, 'POST', '/checkout', { locationId: late.yard.id })).statusCode).toBe(200);
    expect(await accountBalanceOf(shop.db, late.company.id)).toBe(1000);

    const fresh = await createCompanyFixture(shop.db, 'Just due');
    await setAccountTerms(shop.db, fresh.company.id, { netDays: 30, creditLimitCents: 100_000 });
    await createAccountOrder(shop.db, fresh.admin, fresh.company.id, product, { totalCents: 1000, issuedAt: new Date(Date.now() - 60 * DAY_MS), netDays: 30 });
    expect((await checkoutOf(fresh.anyBuyer, product.id, 1, fresh.yard.id, 'account')).statusCode).toBe(200);
  });

  it('over the limit, answers the available credit and takes nothing', async () => {
    const acme = await createCompanyFixture(shop.db, 'Small limit');
    await setAccountTerms(shop.db, acme.company.id, { netDays: 30, creditLimitCents: 5000 });
    const product = await createRuledProduct(shop.db, { price: 10, quantity: 100 });
    const response = await checkoutOf(acme.anyBuyer, product.id, 6, acme.yard.id, 'account');
    expect([response.statusCode, response.json().message]).toEqual([409, creditExceededMessage(6000, 5000)]);
    expect(await accountBalanceOf(shop.db, acme.company.id)).toBe(0);
    expect((await shop.db.selectFrom('products').select('quantity').where('id', '=', product.id).executeTakeFirstOrThrow()).quantity).toBe(100);
    expect((await restCart(shop.app, shop.db)(acme.anyBuyer, 'GET', '/cart')).json().lines).toHaveLength(1);
  });

  it('costs no more statements than card checkout: the credit, the invoice and the e-mail naming it go in the order\'s own statement', async () => {
    const acme = await createCompanyFixture(shop.db, 'Round trips');
    await setAccountTerms(shop.db, acme.company.id, { netDays: 30, creditLimitCents: 1_000_000 });
    const product = await createRuledProduct(shop.db, { price: 10, quantity: 100 });
    let statements = 0;
    // Every statement Kysely sends, compiled once or built, passes through a plugin's transformResult.
    const counting = shop.db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => (statements++, result) });
    const services = { db: counting, config: testConfig(), ports: shopPorts };
    const place = async (paymentMethod: 'card' | 'account') => {
      statements = 0;
      await placeOrder(services, acme.anyBuyer, { lines: [{ productId: product.id, quantity: 1 }], delivery: { locationId: acme.yard.id }, paymentMethod });
      return statements;
    };
    const card = await place('card');
    const account = await place('account');
    expect(account).toBe(card);
  });
});


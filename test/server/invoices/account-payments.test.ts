import { describe, expect, it } from 'vitest';
import { recordAccountPayment, type ReceivedPayment, type RecordedPayment } from '../../../src/server/features/6-invoices/invoices/receivables/record-payment';
import { openInvoicesOf } from '../../../src/server/features/6-invoices/invoices/receivables/open-invoices';
import { SYSTEM } from '../../../src/server/features/4-orders/orders/order-timeline';
import { accountBalanceOf, createAccountOrder, setAccountTerms } from '../../helpers/account-orders';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createProduct } from '../../helpers/factories';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();

async function companyWithInvoices(name: string, totals: number[]) {
  const db = database.db;
  const fixture = await createCompanyFixture(db, name);
  await setAccountTerms(db, fixture.company.id, { netDays: 30, creditLimitCents: 1_000_000 });
  const product = await createProduct(db, { name: `${name} spade`, price: 1 });
  const orders = [];
  for (const [index, totalCents] of totals.entries()) {
    // Issued a day apart, oldest first.
    orders.push(await createAccountOrder(db, fixture.anyBuyer, fixture.company.id, product, { totalCents, issuedAt: new Date(Date.UTC(2026, 9, 1 + index)) }));
  }
  return { ...fixture, orders };
}

const received = (companyId: string, amountCents: number, fields: Partial<ReceivedPayment> = {}): ReceivedPayment => ({
  companyId,
  amountCents,
  receivedOn: '2026-11-20',
  method: 'bank_transfer',
  reference: 'BACS 1234',
  recordedBy: null,
  ...fields,
});

const record = (payment: ReceivedPayment) => database.db.transaction().execute((trx) => recordAccountPayment(trx, payment, SYSTEM));

async function isPaid(orderId: string) {
  return (await database.db.selectFrom('orders').select('isPaid').where('id', '=', orderId).executeTakeFirstOrThrow()).isPaid;
}

describe('payments received against on-account invoices', () => {
  it('allocates oldest first, the last partly, marks settled orders paid and lowers the balance by the payment', async () => {
    const { company, orders } = await companyWithInvoices('Oldest', [30_000, 50_000, 20_000]);
    expect(await accountBalanceOf(database.db, company.id)).toBe(100_000);

    const payment = await record(received(company.id, 60_000));
    expect(payment).toMatchObject({ allocatedCents: 60_000, unallocatedCents: 0, settled: [{ number: orders[0]!.invoiceNumber }] });
    expect(await isPaid(orders[0]!.id)).toBe(true);
    expect(await isPaid(orders[1]!.id)).toBe(false);
    expect((await openInvoicesOf(database.db, company.id)).map((invoice) => [invoice.number, invoice.dueCents])).toEqual([
      [orders[1]!.invoiceNumber, 20_000],
      [orders[2]!.invoiceNumber, 20_000],
    ]);
    expect(await accountBalanceOf(database.db, company.id)).toBe(40_000);
  });

  it('keeps a remainder as credit and applies it to the next on-account invoice when issued', async () => {
    const { company, orders, anyBuyer } = await companyWithInvoices('Carried', [10_000]);
    const payment = await record(received(company.id, 25_000));
    expect(payment).toMatchObject({ allocatedCents: 10_000, unallocatedCents: 15_000 });
    expect(await accountBalanceOf(database.db, company.id)).toBe(-15_000);

    const product = await createProduct(database.db, { name: 'Carried rake', price: 1 });
    const next = await createAccountOrder(database.db, anyBuyer, company.id, product, { totalCents: 40_000 });
    expect((await openInvoicesOf(database.db, company.id)).map((invoice) => [invoice.number, invoice.dueCents])).toEqual([[next.invoiceNumber, 25_000]]);
    const covered = await createAccountOrder(database.db, anyBuyer, company.id, product, { totalCents: 1_000 });
    expect(await isPaid(covered.id)).toBe(false); // the credit went to the earlier invoice
    expect(await isPaid(orders[0]!.id)).toBe(true);
    expect(await accountBalanceOf(database.db, company.id)).toBe(26_000);
  });

  it('allocates as told, refusing another company’s invoice, more than is owed, or more than the payment, naming the field', async () => {
    const { company, orders } = await companyWithInvoices('Told', [30_000, 50_000]);
    const other = await companyWithInvoices('Other', [5_000]);
    const [first, second] = [orders[0]!.invoiceNumber, orders[1]!.invoiceNumber];

    await expect(record(received(company.id, 5_000, { allocations: [{ invoiceNumber: other.orders[0]!.invoiceNumber, amountCents: 5_000 }] }))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { 'allocations.0.invoiceNumber': ['No such open invoice of this company'] },
    });
    await expect(record(received(company.id, 40_000, { allocations: [{ invoiceNumber: first, amountCents: 30_001 }] }))).rejects.toMatchObject({
      fieldErrors: { 'allocations.0.amount': [expect.stringMatching(/^At most \$300\.00 is due on INV-\d{6}$/)] },
    });
    await expect(record(received(company.id, 10_000, { allocations: [{ invoiceNumber: second, amountCents: 10_001 }] }))).rejects.toMatchObject({ fieldErrors: { amount: [expect.any(String)] } });

    const told = await record(received(company.id, 10_000, { allocations: [{ invoiceNumber: second, amountCents: 4_000 }] }));
    expect(told).toMatchObject({ allocatedCents: 4_000, unallocatedCents: 6_000 });
    expect(await accountBalanceOf(database.db, company.id)).toBe(70_000);
    expect(await accountBalanceOf(database.db, other.company.id)).toBe(5_000);
  });

  it('never allocates more than is owed when two admins record at once', async () => {
    const { company, orders } = await companyWithInvoices('Race', [30_000]);
    // The first admin's payment is recorded and not yet committed when the second one's arrives.
    let first: RecordedPayment | undefined;
    const held = await holdTransaction(database.db, async (trx) => (first = await recordAccountPayment(trx, received(company.id, 30_000), SYSTEM)));
    const second = record(received(company.id, 30_000));
    await Promise.race([second, waitForLockWaiters(database.db, 1)]);
    await held.release();
    expect([first!.allocatedCents, (await second).allocatedCents]).toEqual([30_000, 0]);
    const allocated = await database.db.selectFrom('paymentAllocations').select((eb) => eb.fn.sum<number>('amountCents').as('sum')).where('invoiceNumber', '=', orders[0]!.invoiceNumber).executeTakeFirstOrThrow();
    expect(Number(allocated.sum)).toBe(30_000);
    expect(await accountBalanceOf(database.db, company.id)).toBe(-30_000);
  });
});

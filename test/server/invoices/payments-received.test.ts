import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { lockCompany } from '../../../src/server/features/3-accounts/companies/company-locks';
import { invoiceNumberText } from '../../../src/shared/rules/document-numbers';
import { INVOICE_NOT_FOUND_MESSAGE, INVOICE_NUMBER_FORMAT_MESSAGE } from '../../../src/shared/schemas/account-terms';
import type { ContextUser } from '../../../src/server/services';
import { accountBalanceOf, createAccountOrder, setAccountTerms } from '../../helpers/account-orders';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createProduct, createUser } from '../../helpers/factories';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { restCart } from '../cart/cart-helpers';

const shop = useTestApp();
const rest = () => restCart(shop.app, shop.db);
const shopAdmin = () => createUser(shop.db, { role: 'admin' });
const bankTransfer = { receivedOn: '2026-11-20', method: 'bank_transfer', reference: 'BACS 1234' } as const;

async function companyWithInvoices(name: string, totals: number[]) {
  const fixture = await createCompanyFixture(shop.db, name);
  await setAccountTerms(shop.db, fixture.company.id, { netDays: 30, creditLimitCents: 1_000_000 });
  const product = await createProduct(shop.db, { name: `${name} spade`, price: 1 });
  const orders = [];
  for (const [index, totalCents] of totals.entries()) {
    // Issued a day apart, oldest first.
    orders.push(await createAccountOrder(shop.db, fixture.anyBuyer, fixture.company.id, product, { totalCents, issuedAt: new Date(Date.UTC(2026, 9, 1 + index)) }));
  }
  return { ...fixture, product, orders };
}

/**
 * What the company's balance counter stands for (ADR 141), summed from the facts: its on-account
 * invoices' totals, less their credit notes, less every payment it sent.
 */
async function owedFromFacts(companyId: string): Promise<number> {
  const { rows } = await sql<{ owed: string }>`
    select
      (select coalesce(sum(o.total_cents), 0) from orders o join invoices i on i.order_id = o.id
        where o.company_id = ${companyId} and o.payment_method = 'account')
      - (select coalesce(sum(c.amount_cents), 0) from credit_notes c join orders o on o.id = c.order_id
        where o.company_id = ${companyId} and o.payment_method = 'account')
      - (select coalesce(sum(p.amount_cents), 0) from account_payments p where p.company_id = ${companyId}) as owed`.execute(shop.db);
  return Number(rows[0]!.owed);
}

async function expectBalance(companyId: string, cents: number) {
  expect(await accountBalanceOf(shop.db, companyId)).toBe(cents);
  expect(await owedFromFacts(companyId)).toBe(cents);
}

async function orderRead(user: ContextUser, orderId: string) {
  const answer = await rest()(user, 'GET', `/orders/${orderId}`);
  expect(answer.statusCode).toBe(200);
  const read = answer.json() as { order: { isPaid: boolean }; timeline: { type: string }[] };
  return { isPaid: read.order.isPaid, events: read.timeline.map((event) => event.type) };
}

describe('payments received (POST /api/companies/{id}/payments)', () => {
  it('allocates oldest first through REST, the last partly, answers dollars, and the counter matches its facts after each step', async () => {
    const admin = await shopAdmin();
    const { company, orders, anyBuyer } = await companyWithInvoices('Oldest REST', [30_000, 50_000, 20_000]);
    await expectBalance(company.id, 100_000);

    const first = await rest()(admin, 'POST', `/companies/${company.id}/payments`, { amount: 600, ...bankTransfer });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: expect.any(String), allocated: 600, unallocated: 0 });
    await expectBalance(company.id, 40_000);
    // The first invoice is paid in full: its order reads paid, for its buyer and for the shop admin; the second is not.
    expect((await orderRead(anyBuyer, orders[0]!.id)).isPaid).toBe(true);
    expect(await orderRead(admin, orders[0]!.id)).toMatchObject({ isPaid: true, events: expect.arrayContaining(['paid']) });
    expect((await orderRead(anyBuyer, orders[1]!.id)).isPaid).toBe(false);

    const open = await rest()(admin, 'GET', `/companies/${company.id}/open-invoices`);
    expect(open.json().invoices.map((invoice: { number: string; due: number }) => [invoice.number, invoice.due])).toEqual([
      [invoiceNumberText(orders[1]!.invoiceNumber), 200],
      [invoiceNumberText(orders[2]!.invoiceNumber), 200],
    ]);

    const second = await rest()(admin, 'POST', `/companies/${company.id}/payments`, { amount: 400.01, ...bankTransfer, method: 'cheque', reference: 'Cheque 881' });
    expect(second.json()).toEqual({ id: expect.any(String), allocated: 400, unallocated: 0.01 });
    await expectBalance(company.id, -1);
    expect((await orderRead(anyBuyer, orders[2]!.id)).isPaid).toBe(true);

    const listed = await rest()(admin, 'GET', `/companies/${company.id}/payments`);
    expect(listed.json()).toEqual({
      items: [
        { id: second.json().id, amount: 400.01, receivedOn: '2026-11-20', method: 'cheque', methodLabel: 'Cheque', reference: 'Cheque 881', allocated: 400, unallocated: 0.01 },
        { id: first.json().id, amount: 600, receivedOn: '2026-11-20', method: 'bank_transfer', methodLabel: 'Bank transfer', reference: 'BACS 1234', allocated: 600, unallocated: 0 },
      ],
      more: false,
    });
    expect((await rest()(admin, 'GET', `/companies/${company.id}/payments?limit=1`)).json()).toMatchObject({ items: [{ id: second.json().id }], more: true });

    const audit = await shop.db.selectFrom('auditLog').select(['action', 'actorId']).where('target', '=', company.id).execute();
    expect(audit).toEqual([
      { action: 'company.payment_recorded', actorId: admin.id },
      { action: 'company.payment_recorded', actorId: admin.id },
    ]);
  });

  it('keeps a remainder as credit, which the next on-account invoice takes when issued', async () => {
    const admin = await shopAdmin();
    const { company, orders, anyBuyer, product } = await companyWithInvoices('Carried REST', [10_000]);
    const paid = await rest()(admin, 'POST', `/companies/${company.id}/payments`, { amount: 250, ...bankTransfer });
    expect(paid.json()).toMatchObject({ allocated: 100, unallocated: 150 });
    await expectBalance(company.id, -15_000);
    expect((await orderRead(anyBuyer, orders[0]!.id)).isPaid).toBe(true);

    const next = await createAccountOrder(shop.db, anyBuyer, company.id, product, { totalCents: 40_000 });
    await expectBalance(company.id, 25_000);
    const open = (await rest()(admin, 'GET', `/companies/${company.id}/open-invoices`)).json();
    expect(open.invoices).toEqual([expect.objectContaining({ number: invoiceNumberText(next.invoiceNumber), total: 400, due: 250 })]);
    // The list shows the payment wholly allocated now: its remainder went to the next invoice.
    expect((await rest()(admin, 'GET', `/companies/${company.id}/payments`)).json().items).toEqual([expect.objectContaining({ amount: 250, allocated: 250, unallocated: 0 })]);

    // A credit covering a whole invoice marks it paid when issued.
    await rest()(admin, 'POST', `/companies/${company.id}/payments`, { amount: 300, ...bankTransfer, allocations: [{ invoiceNumber: invoiceNumberText(next.invoiceNumber), amount: 250 }] });
    await expectBalance(company.id, -5_000);
    expect((await orderRead(anyBuyer, next.id)).isPaid).toBe(true);
    const covered = await createAccountOrder(shop.db, anyBuyer, company.id, product, { totalCents: 5_000 });
    expect((await orderRead(anyBuyer, covered.id)).isPaid).toBe(true);
    await expectBalance(company.id, 0);
  });

  it('allocates as told (through tRPC too), refusing a malformed number, another company’s invoice and over-allocation, naming the field', async () => {
    const admin = await shopAdmin();
    const { company, orders } = await companyWithInvoices('Told REST', [30_000, 50_000]);
    const other = await companyWithInvoices('Other REST', [5_000]);
    const [first, second] = [invoiceNumberText(orders[0]!.invoiceNumber), invoiceNumberText(orders[1]!.invoiceNumber)];
    const post = (body: object) => rest()(admin, 'POST', `/companies/${company.id}/payments`, { ...bankTransfer, ...body });
    const refusal = async (body: object) => {
      const answer = await post(body);
      expect(answer.statusCode).toBe(400);
      return answer.json().data.fieldErrors as Record<string, string[]>;
    };

    expect(await refusal({ amount: 50, allocations: [{ invoiceNumber: first, amount: 10 }, { invoiceNumber: '42', amount: 10 }] })).toEqual({ 'allocations.1.invoiceNumber': [INVOICE_NUMBER_FORMAT_MESSAGE] });
    expect(await refusal({ amount: 50, allocations: [{ invoiceNumber: invoiceNumberText(other.orders[0]!.invoiceNumber), amount: 50 }] })).toEqual({ 'allocations.0.invoiceNumber': [INVOICE_NOT_FOUND_MESSAGE] });
    expect(await refusal({ amount: 50, allocations: [{ invoiceNumber: 'INV-999999', amount: 50 }] })).toEqual({ 'allocations.0.invoiceNumber': [INVOICE_NOT_FOUND_MESSAGE] });
    expect(await refusal({ amount: 400, allocations: [{ invoiceNumber: second, amount: 10 }, { invoiceNumber: first, amount: 300.01 }] })).toEqual({ 'allocations.1.amount': [`At most $300.00 is due on ${first}`] });
    expect(Object.keys(await refusal({ amount: 100, allocations: [{ invoiceNumber: second, amount: 100.01 }] }))).toEqual(['amount']);
    expect(Object.keys(await refusal({ amount: 100, allocations: [{ invoiceNumber: second, amount: 10.001 }] }))).toEqual(['allocations.0.amount']);
    await expectBalance(company.id, 80_000);
    expect(await shop.db.selectFrom('accountPayments').select('id').where('companyId', '=', company.id).execute()).toEqual([]);

    const told = await callerFor(shop.db, admin).accountPayments.record({ id: company.id, amount: 450, ...bankTransfer, allocations: [{ invoiceNumber: second, amount: 400 }] });
    expect(told).toEqual({ id: expect.any(String), allocated: 400, unallocated: 50 });
    const open = await callerFor(shop.db, admin).accountPayments.openInvoices({ id: company.id });
    expect(open.invoices.map((invoice) => [invoice.number, invoice.due])).toEqual([
      [first, 300],
      [second, 100],
    ]);
    await expectBalance(company.id, 35_000);
    await expectBalance(other.company.id, 5_000);
  });

  it('never allocates more than is owed when two admins post at once', async () => {
    const [alice, bob] = [await shopAdmin(), await shopAdmin()];
    const { company, orders } = await companyWithInvoices('Race REST', [30_000]);
    // Both requests arrive while something else holds the company's row; they then go one after the other.
    const held = await holdTransaction(shop.db, (trx) => lockCompany(trx, company.id));
    const both = Promise.all([alice, bob].map((admin) => rest()(admin, 'POST', `/companies/${company.id}/payments`, { amount: 300, ...bankTransfer })));
    await Promise.race([both, waitForLockWaiters(shop.db, 2)]);
    await held.release();
    const answers = (await both).map((answer) => answer.json() as { allocated: number; unallocated: number });
    expect(answers.map((answer) => answer.allocated).sort()).toEqual([0, 300]);
    expect(answers.map((answer) => answer.unallocated).sort()).toEqual([0, 300]);
    const allocated = await shop.db.selectFrom('paymentAllocations').select((eb) => eb.fn.sum<number>('amountCents').as('sum')).where('invoiceNumber', '=', orders[0]!.invoiceNumber).executeTakeFirstOrThrow();
    expect(Number(allocated.sum)).toBe(30_000);
    await expectBalance(company.id, -30_000);
  });

  it('is for shop admins only, and 404 for an unknown company', async () => {
    const { company, admin: companyAdmin, anyBuyer } = await companyWithInvoices('Guarded REST', [10_000]);
    const body = { amount: 100, ...bankTransfer };
    for (const user of [companyAdmin, anyBuyer]) {
      expect((await rest()(user, 'POST', `/companies/${company.id}/payments`, body)).statusCode).toBe(403);
      expect((await rest()(user, 'GET', `/companies/${company.id}/payments`)).statusCode).toBe(403);
      expect((await rest()(user, 'GET', `/companies/${company.id}/open-invoices`)).statusCode).toBe(403);
    }
    expect((await rest()(null, 'POST', `/companies/${company.id}/payments`, body)).statusCode).toBe(401);
    await expectBalance(company.id, 10_000);

    const admin = await shopAdmin();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await rest()(admin, 'POST', `/companies/${unknown}/payments`, body)).statusCode).toBe(404);
    expect((await rest()(admin, 'GET', `/companies/${unknown}/payments`)).statusCode).toBe(404);
    expect((await rest()(admin, 'GET', `/companies/${unknown}/open-invoices`)).statusCode).toBe(404);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseCredit } from '../../../src/server/features/3-accounts/companies/company-credit';
import { issueCreditNote } from '../../../src/server/features/6-invoices/invoices/issue-documents';
import { receivablesClock } from '../../../src/server/features/6-invoices/invoices/receivables/receivables-clock';
import type { ContextUser } from '../../../src/server/services';
import { AGEING_LABELS } from '../../../src/shared/rules/account-terms';
import { receivablesSchema, statementSchema, type Statement } from '../../../src/shared/schemas/account-terms';
import { createAccountOrder, setAccountTerms } from '../../helpers/account-orders';
import { bearerHeaders } from '../../helpers/auth';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createOrder, createProduct, createUser, settledPaymentIdOf } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { pdfText } from './invoice-helpers';

const shop = useTestApp();

const DAY_MS = 86_400_000;
const invoiceText = (number: number) => `INV-${String(number).padStart(6, '0')}`;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Sets the statements' time source to `instant`. */
function setNow(instant: Date | string) {
  vi.spyOn(receivablesClock, 'now').mockReturnValue(new Date(instant));
}

async function get(user: ContextUser | null, url: string) {
  return shop.app.inject({ method: 'GET', url, headers: user ? await bearerHeaders(shop.db, user) : {} });
}

/** A company on Net 30 with a $5,000 limit, and a product to order. */
async function accountCompany(name: string) {
  const fixture = await createCompanyFixture(shop.db, name);
  await setAccountTerms(shop.db, fixture.company.id, { netDays: 30, creditLimitCents: 500_000 });
  const product = await createProduct(shop.db, { name: `${name} spade`, price: 10, quantity: 1000, minimumOrder: 1 });
  return { ...fixture, product };
}

/** A payment the company sent, allocated to invoices as H3's recording will leave it (written directly), its balance lowered. */
async function receivePayment(companyId: string, amountCents: number, allocations: Array<{ invoiceNumber: number; amountCents: number }>) {
  await shop.db.transaction().execute(async (trx) => {
    const payment = await trx.insertInto('accountPayments').values({ companyId, amountCents, receivedOn: '2026-11-20', method: 'bank_transfer', reference: 'BACS 1' }).returning('id').executeTakeFirstOrThrow();
    for (const allocation of allocations) await trx.insertInto('paymentAllocations').values({ paymentId: payment.id, ...allocation }).execute();
    await releaseCredit(trx, companyId, amountCents);
  });
}

/** A credit note of `amountCents` on the order (a succeeded refund written directly; the refund needs a settled payment to name). */
async function creditNote(buyer: ContextUser, product: { id: string; name: string; sku: string; priceCents: number }, orderId: string, companyId: string, amountCents: number) {
  const paid = await createOrder(shop.db, buyer, product, { paidAt: new Date() });
  const paymentId = await settledPaymentIdOf(shop.db, paid.id);
  await shop.db.transaction().execute(async (trx) => {
    const refund = await trx
      .insertInto('orderRefunds')
      .values({ orderId, paymentId, amountCents, reason: 'Two spades bent', status: 'succeeded', gatewayRefundId: `re_${orderId}`, completedAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await issueCreditNote(trx, { refundId: refund.id, orderId, amountCents, issuedAt: new Date() });
    await releaseCredit(trx, companyId, amountCents);
  });
}

describe('GET /api/my-company/statement', () => {
  it("lists the company's on-account invoices owing (and one just paid, owing 0) with what each owes, ageing and credit", async () => {
    const acme = await accountCompany('Statement Acme');
    const first = await createAccountOrder(shop.db, acme.depotBuyer, acme.company.id, acme.product, { totalCents: 10_000, issuedAt: new Date('2026-09-01T09:00:00Z') });
    const second = await createAccountOrder(shop.db, acme.anyBuyer, acme.company.id, acme.product, { totalCents: 25_000, issuedAt: new Date('2026-10-20T09:00:00Z') });
    const settled = await createAccountOrder(shop.db, acme.depotBuyer, acme.company.id, acme.product, { totalCents: 4_000, issuedAt: new Date('2026-11-01T09:00:00Z') });
    await creditNote(acme.anyBuyer, acme.product, second.id, acme.company.id, 5_000);
    await receivePayment(acme.company.id, 14_000, [
      { invoiceNumber: second.invoiceNumber, amountCents: 10_000 },
      { invoiceNumber: settled.invoiceNumber, amountCents: 4_000 },
    ]);
    // Neither a card order of the company nor another company's invoice is on it.
    await createOrder(shop.db, acme.depotBuyer, acme.product, { paidAt: new Date() });
    const other = await accountCompany('Statement Other');
    await createAccountOrder(shop.db, other.depotBuyer, other.company.id, other.product, { totalCents: 7_000 });
    setNow('2026-11-27T12:00:00Z');

    const response = await get(acme.depotBuyer, '/api/my-company/statement');

    expect(response.statusCode, response.body).toBe(200);
    const statement = statementSchema.parse(response.json());
    expect(statement.invoices).toEqual([
      { number: invoiceText(first.invoiceNumber), orderId: first.id, issuedAt: '2026-09-01T09:00:00.000Z', dueDate: '2026-10-01', total: 100, paid: 0, due: 100, daysOverdue: 57 },
      { number: invoiceText(second.invoiceNumber), orderId: second.id, issuedAt: '2026-10-20T09:00:00.000Z', dueDate: '2026-11-19', total: 250, paid: 150, due: 100, daysOverdue: 8 },
      { number: invoiceText(settled.invoiceNumber), orderId: settled.id, issuedAt: '2026-11-01T09:00:00.000Z', dueDate: '2026-12-01', total: 40, paid: 40, due: 0, daysOverdue: 0 },
    ]);
    expect(statement.ageing).toEqual({ current: 0, d1_30: 100, d31_60: 100, d61_90: 0, over90: 0 });
    // Owed: 100 + 250 + 40 less the credit note (50) less the payment (140) = 200.
    expect(statement).toMatchObject({ creditLimit: 5000, used: 200, available: 4800 });
  });

  it('drops an invoice settled more than 30 days ago', async () => {
    const acme = await accountCompany('Statement Settled');
    const order = await createAccountOrder(shop.db, acme.admin, acme.company.id, acme.product, { totalCents: 3_000, issuedAt: new Date('2026-10-01T09:00:00Z') });
    await receivePayment(acme.company.id, 3_000, [{ invoiceNumber: order.invoiceNumber, amountCents: 3_000 }]);

    setNow(new Date(Date.now() + 29 * DAY_MS));
    expect(statementSchema.parse((await get(acme.admin, '/api/my-company/statement')).json()).invoices.map((invoice) => invoice.due)).toEqual([0]);
    setNow(new Date(Date.now() + 31 * DAY_MS));
    const later = statementSchema.parse((await get(acme.admin, '/api/my-company/statement')).json());
    expect(later.invoices).toEqual([]);
    expect(later.ageing).toEqual({ current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 });
  });

  it('ages an invoice into its bucket on each boundary as the time source moves (due 2026-02-04)', async () => {
    const acme = await accountCompany('Statement Ageing');
    await createAccountOrder(shop.db, acme.admin, acme.company.id, acme.product, { totalCents: 12_345, issuedAt: new Date('2026-01-05T08:00:00Z') });
    const due = Date.parse('2026-02-04T00:00:00Z');
    const cases: Array<[days: number, bucket: keyof Statement['ageing']]> = [
      [-1, 'current'],
      [0, 'current'],
      [1, 'd1_30'],
      [30, 'd1_30'],
      [31, 'd31_60'],
      [60, 'd31_60'],
      [61, 'd61_90'],
      [90, 'd61_90'],
      [91, 'over90'],
    ];
    for (const [days, bucket] of cases) {
      // Late in the UTC day: the calendar date decides, not the hours.
      setNow(new Date(due + days * DAY_MS + 23 * 3_600_000));
      const statement = statementSchema.parse((await get(acme.depotBuyer, '/api/my-company/statement')).json());
      expect(statement.invoices[0]?.daysOverdue, `${days} days`).toBe(Math.max(0, days));
      expect(statement.ageing, `${days} days`).toEqual({ current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0, [bucket]: 123.45 });
    }
  });

  it("gives every member their own company's statement only; 404 for an account in no company, 401 anonymous", async () => {
    const acme = await accountCompany('Statement Members A');
    const globex = await accountCompany('Statement Members B');
    const ours = await createAccountOrder(shop.db, acme.depotBuyer, acme.company.id, acme.product, { totalCents: 1_000 });
    const theirs = await createAccountOrder(shop.db, globex.depotBuyer, globex.company.id, globex.product, { totalCents: 2_000 });

    for (const member of [acme.admin, acme.depotBuyer, acme.anyBuyer]) {
      const statement = statementSchema.parse((await get(member, '/api/my-company/statement')).json());
      expect(statement.invoices.map((invoice) => invoice.orderId)).toEqual([ours.id]);
    }
    expect(statementSchema.parse((await get(globex.anyBuyer, '/api/my-company/statement')).json()).invoices.map((invoice) => invoice.orderId)).toEqual([theirs.id]);

    const loner = await createUser(shop.db);
    const alone = await get(loner, '/api/my-company/statement');
    expect(alone.statusCode).toBe(404);
    expect(alone.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Your account is not in a company' });
    expect((await get(null, '/api/my-company/statement')).statusCode).toBe(401);
  });

  it('shows a company on card terms its credit as none, and nothing owed', async () => {
    const plain = await createCompanyFixture(shop.db, 'Statement Card Terms');
    expect((await get(plain.anyBuyer, '/api/my-company/statement')).json()).toEqual({
      invoices: [],
      ageing: { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 },
      creditLimit: null,
      used: 0,
      available: 0,
    });
  });
});

describe('GET /api/companies/{id}/statement', () => {
  it("gives a shop admin a company's statement; 404 an unknown company; 403 a company admin or customer", async () => {
    const acme = await accountCompany('Admin Statement');
    const order = await createAccountOrder(shop.db, acme.depotBuyer, acme.company.id, acme.product, { totalCents: 6_000 });
    const admin = await createUser(shop.db, { role: 'admin' });

    const response = await get(admin, `/api/companies/${acme.company.id}/statement`);
    expect(response.statusCode, response.body).toBe(200);
    expect(statementSchema.parse(response.json())).toMatchObject({ invoices: [{ number: invoiceText(order.invoiceNumber), due: 60 }], used: 60, available: 4940 });
    expect(response.json()).toEqual((await get(acme.depotBuyer, '/api/my-company/statement')).json());

    const unknown = await get(admin, '/api/companies/00000000-0000-4000-8000-000000000000/statement');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No such company' });
    for (const refused of [acme.admin, acme.depotBuyer, await createUser(shop.db)]) {
      expect((await get(refused, `/api/companies/${acme.company.id}/statement`)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/receivables', () => {
  it("lists every company on account or owing, with its balance and ageing; the totals are the items' sums; sortable", async () => {
    setNow('2026-11-27T12:00:00Z');
    const big = await accountCompany('Receivables Big');
    const old = await accountCompany('Receivables Old');
    const quiet = await accountCompany('Receivables Quiet');
    await createAccountOrder(shop.db, big.admin, big.company.id, big.product, { totalCents: 90_000, issuedAt: new Date('2026-11-20T09:00:00Z') });
    const oldOrder = await createAccountOrder(shop.db, old.admin, old.company.id, old.product, { totalCents: 20_000, issuedAt: new Date('2026-06-01T09:00:00Z') });
    await createAccountOrder(shop.db, old.admin, old.company.id, old.product, { totalCents: 5_000, issuedAt: new Date('2026-10-10T09:00:00Z') });
    await receivePayment(old.company.id, 8_000, [{ invoiceNumber: oldOrder.invoiceNumber, amountCents: 5_000 }]);
    const cardOnly = await createCompanyFixture(shop.db, 'Receivables Card Only');
    const admin = await createUser(shop.db, { role: 'admin' });

    const response = await get(admin, '/api/receivables');

    expect(response.statusCode, response.body).toBe(200);
    const answer = receivablesSchema.parse(response.json());
    const byId = new Map(answer.items.map((item) => [item.companyId, item]));
    expect(byId.get(big.company.id)).toEqual({ companyId: big.company.id, name: 'Receivables Big', balance: 900, ageing: { current: 900, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 } });
    // 200 + 50 owed less the 80 received (30 of it unallocated, still the company's credit).
    expect(byId.get(old.company.id)).toEqual({ companyId: old.company.id, name: 'Receivables Old', balance: 170, ageing: { current: 0, d1_30: 50, d31_60: 0, d61_90: 0, over90: 150 } });
    expect(byId.get(quiet.company.id)).toMatchObject({ balance: 0, ageing: { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 } });
    expect(byId.has(cardOnly.company.id)).toBe(false);

    const cents = (dollars: number) => Math.round(dollars * 100);
    expect(cents(answer.totals.balance)).toBe(answer.items.reduce((sum, item) => sum + cents(item.balance), 0));
    for (const bucket of Object.keys(AGEING_LABELS) as Array<keyof typeof answer.totals.ageing>) {
      expect(cents(answer.totals.ageing[bucket]), bucket).toBe(answer.items.reduce((sum, item) => sum + cents(item.ageing[bucket]), 0));
    }
    const balances = answer.items.map((item) => item.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));

    const byName = receivablesSchema.parse((await get(admin, '/api/receivables?sort=name')).json()).items.map((item) => item.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    // Old's oldest invoice is 149 days overdue; Big and Quiet have none overdue, so the larger balance first.
    const byOverdue = receivablesSchema.parse((await get(admin, '/api/receivables?sort=overdue')).json()).items.map((item) => item.companyId);
    const at = (id: string) => byOverdue.indexOf(id);
    expect(at(old.company.id)).toBeLessThan(at(big.company.id));
    expect(at(big.company.id)).toBeLessThan(at(quiet.company.id));
    expect((await get(admin, '/api/receivables?sort=owed')).statusCode).toBe(400);
  });

  it('refuses anyone but a shop admin', async () => {
    const acme = await accountCompany('Receivables Refused');
    expect((await get(null, '/api/receivables')).statusCode).toBe(401);
    for (const refused of [acme.admin, acme.depotBuyer, await createUser(shop.db)]) expect((await get(refused, '/api/receivables')).statusCode).toBe(403);
  });
});

describe('GET /api/my-company/statement.pdf', () => {
  it('downloads the statement: the company, the date, each invoice, the ageing buckets and the credit line', async () => {
    const acme = await accountCompany('PDF Statement Co');
    const early = await createAccountOrder(shop.db, acme.depotBuyer, acme.company.id, acme.product, { totalCents: 31_050, issuedAt: new Date('2026-08-01T09:00:00Z') });
    const late = await createAccountOrder(shop.db, acme.anyBuyer, acme.company.id, acme.product, { totalCents: 7_525, issuedAt: new Date('2026-11-10T09:00:00Z') });
    setNow('2026-11-27T12:00:00Z');

    const response = await get(acme.anyBuyer, '/api/my-company/statement.pdf');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026-11-27.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    for (const fact of [
      'Statement',
      'Date: 2026-11-27',
      'PDF Statement Co',
      invoiceText(early.invoiceNumber),
      invoiceText(late.invoiceNumber),
      '2026-08-31',
      '2026-12-10',
      ...Object.values(AGEING_LABELS),
      'Total due: $385.75',
      'Credit limit: $5,000.00',
      'Used: $385.75',
      'Available: $4,614.25',
    ]) {
      expect(text).toContain(fact);
    }
    // The buckets in their order: current $75.25, 1-30 none, 31-60 none, 61-90 $310.50 (88 days), over 90 none.
    expect(text).toMatch(/\$75\.25\s+\$0\.00\s+\$0\.00\s+\$310\.50\s+\$0\.00/);
  });

  it('answers 404 for an account in no company and 401 anonymous', async () => {
    const loner = await createUser(shop.db);
    const alone = await get(loner, '/api/my-company/statement.pdf');
    expect(alone.statusCode).toBe(404);
    expect(alone.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Your account is not in a company' });
    expect((await get(null, '/api/my-company/statement.pdf')).statusCode).toBe(401);
  });
});

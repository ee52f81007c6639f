import { describe, expect, it } from 'vitest';
import { COMPANY_NOT_FOUND_MESSAGE, NOT_IN_A_COMPANY_MESSAGE } from '../../../src/shared/schemas/company';
import { reserveCreditQuery } from '../../../src/server/features/3-accounts/companies/company-credit';
import { accountBalanceOf, createAccountOrder } from '../../helpers/account-orders';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { createCompanyFixture } from '../../helpers/company-orders';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { restCart } from '../cart/cart-helpers';

const shop = useTestApp();
const rest = () => restCart(shop.app, shop.db);
const shopAdmin = () => createUser(shop.db, { role: 'admin' });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const cardOnly = { mode: 'card', netDays: null, creditLimit: null, used: 0, available: 0 };

/** The terms as stored: what going back to card must keep. */
const storedTerms = (companyId: string) => shop.db.selectFrom('companies').select(['paymentTerms', 'netDays', 'creditLimitCents']).where('id', '=', companyId).executeTakeFirstOrThrow();

describe("a company's payment terms (PUT /api/companies/{id}/terms)", () => {
  it('lets a shop admin put a company on account and read the terms back, back on card keeping the figures, with an audit entry each', async () => {
    const admin = await shopAdmin();
    const { company } = await createCompanyFixture(shop.db, 'Terms Gardens');
    const call = rest();
    expect((await call(admin, 'GET', `/companies/${company.id}`)).json().credit).toEqual(cardOnly);

    const onAccount = await call(admin, 'PUT', `/companies/${company.id}/terms`, { mode: 'account', netDays: 30, creditLimit: 5000 });
    expect(onAccount.statusCode).toBe(200);
    expect(onAccount.json()).toEqual({ mode: 'account', netDays: 30, creditLimit: 5000, used: 0, available: 5000 });
    expect((await call(admin, 'GET', `/companies/${company.id}`)).json().credit).toEqual({ mode: 'account', netDays: 30, creditLimit: 5000, used: 0, available: 5000 });

    // Through tRPC too; cents survive the trip.
    const changed = await callerFor(shop.db, admin).companies.setTerms({ id: company.id, mode: 'account', netDays: 45, creditLimit: 2500.55 });
    expect(changed).toEqual({ mode: 'account', netDays: 45, creditLimit: 2500.55, used: 0, available: 2500.55 });
    expect(await storedTerms(company.id)).toEqual({ paymentTerms: 'account', netDays: 45, creditLimitCents: 250055 });

    // Back to card: nothing on account, the figures kept (ADR 141).
    expect((await call(admin, 'PUT', `/companies/${company.id}/terms`, { mode: 'card' })).json()).toEqual(cardOnly);
    expect(await storedTerms(company.id)).toEqual({ paymentTerms: 'card', netDays: 45, creditLimitCents: 250055 });
    expect((await call(admin, 'GET', `/companies/${company.id}`)).json().credit).toEqual(cardOnly);

    const trail = (await call(admin, 'GET', `/audit-log?target=${company.id}&action=company.terms_changed`)).json();
    expect(trail.entries.map((entry: { before: unknown; after: unknown }) => [entry.before, entry.after])).toEqual([
      [
        { mode: 'account', netDays: 45, creditLimit: 2500.55 },
        { mode: 'card', netDays: 45, creditLimit: 2500.55 },
      ],
      [
        { mode: 'account', netDays: 30, creditLimit: 5000 },
        { mode: 'account', netDays: 45, creditLimit: 2500.55 },
      ],
      [
        { mode: 'card', netDays: null, creditLimit: null },
        { mode: 'account', netDays: 30, creditLimit: 5000 },
      ],
    ]);
    expect(trail.entries[0]).toMatchObject({ actor: admin.email, action: 'company.terms_changed', targetLabel: 'Terms Gardens' });
  });

  it('accepts a limit below what the company owes: it then has nothing available, and its balance stays', async () => {
    const admin = await shopAdmin();
    const acme = await createCompanyFixture(shop.db, 'Owing Gardens');
    const call = rest();
    await call(admin, 'PUT', `/companies/${acme.company.id}/terms`, { mode: 'account', netDays: 30, creditLimit: 5000 });
    const product = await createProduct(shop.db);
    await createAccountOrder(shop.db, acme.anyBuyer, acme.company.id, product, { totalCents: 120_000 });
    expect((await call(admin, 'GET', `/companies/${acme.company.id}`)).json().credit).toEqual({ mode: 'account', netDays: 30, creditLimit: 5000, used: 1200, available: 3800 });

    const lowered = await call(admin, 'PUT', `/companies/${acme.company.id}/terms`, { mode: 'account', netDays: 30, creditLimit: 1000 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toEqual({ mode: 'account', netDays: 30, creditLimit: 1000, used: 1200, available: 0 });
    expect(await accountBalanceOf(shop.db, acme.company.id)).toBe(120_000);
    // On card it still owes what it owes; nothing is available on account.
    expect((await call(admin, 'PUT', `/companies/${acme.company.id}/terms`, { mode: 'card' })).json()).toEqual({ ...cardOnly, used: 1200 });
  });

  it("waits for an on-account checkout holding the company's row, and answers the credit it left", async () => {
    const admin = await shopAdmin();
    const { company } = await createCompanyFixture(shop.db, 'Racing Terms Gardens');
    const call = rest();
    await call(admin, 'PUT', `/companies/${company.id}/terms`, { mode: 'account', netDays: 30, creditLimit: 5000 });
    // A checkout's credit reserved, its transaction still open.
    const checkout = await holdTransaction(shop.db, async (trx) => expect(await reserveCreditQuery(trx, company.id, 400_000).executeTakeFirst()).toBeDefined());
    const lowering = call(admin, 'PUT', `/companies/${company.id}/terms`, { mode: 'account', netDays: 30, creditLimit: 1000 });
    await waitForLockWaiters(shop.db, 1);
    await checkout.release();
    const answer = await lowering;
    // Read under the lock, after the checkout: what it owes now, nothing left.
    expect([answer.statusCode, answer.json()]).toEqual([200, { mode: 'account', netDays: 30, creditLimit: 1000, used: 4000, available: 0 }]);
  });

  it('refuses bad terms with a 400 naming the field, through REST and tRPC, and changes nothing', async () => {
    const admin = await shopAdmin();
    const { company } = await createCompanyFixture(shop.db, 'Bad Terms Gardens');
    const call = rest();
    const cases: [object, string][] = [
      [{ mode: 'account', creditLimit: 5000 }, 'netDays'],
      [{ mode: 'account', netDays: 30 }, 'creditLimit'],
      [{ mode: 'account', netDays: 6, creditLimit: 5000 }, 'netDays'],
      [{ mode: 'account', netDays: 121, creditLimit: 5000 }, 'netDays'],
      [{ mode: 'account', netDays: 30.5, creditLimit: 5000 }, 'netDays'],
      [{ mode: 'account', netDays: 30, creditLimit: 0 }, 'creditLimit'],
      [{ mode: 'account', netDays: 30, creditLimit: -10 }, 'creditLimit'],
      [{ mode: 'account', netDays: 30, creditLimit: 10.005 }, 'creditLimit'],
      [{ mode: 'account', netDays: 30, creditLimit: 10_000_001 }, 'creditLimit'],
      [{ mode: 'invoice' }, 'mode'],
      [{}, 'mode'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(admin, 'PUT', `/companies/${company.id}/terms`, body);
      expect([answer.statusCode, Object.keys(answer.json().data.fieldErrors)], JSON.stringify(body)).toEqual([400, [field]]);
    }
    expect((await call(admin, 'PUT', `/companies/${company.id}/terms`, { mode: 'account', netDays: 30 })).json().data.fieldErrors).toEqual({ creditLimit: ['Enter the credit limit'] });
    expect((await call(admin, 'PUT', `/companies/${company.id}/terms`, { mode: 'account', netDays: 6, creditLimit: 1 })).json().data.fieldErrors).toEqual({ netDays: ['Net days are at least 7'] });

    const caller = callerFor(shop.db, admin).companies;
    await expect(caller.setTerms({ id: company.id, mode: 'account', netDays: 121, creditLimit: 5000 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.setTerms({ id: company.id, mode: 'account', netDays: 30 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await storedTerms(company.id)).toEqual({ paymentTerms: 'card', netDays: null, creditLimitCents: null });
    // The edges are accepted.
    expect((await call(admin, 'PUT', `/companies/${company.id}/terms`, { mode: 'account', netDays: 7, creditLimit: 0.01 })).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/companies/${company.id}/terms`, { mode: 'account', netDays: 120, creditLimit: 10_000_000 })).statusCode).toBe(200);
  });

  it('is for shop admins only (customers and company members: 403; signed out: 401) and answers 404 for an unknown company', async () => {
    const acme = await createCompanyFixture(shop.db, 'Guarded Gardens');
    const terms = { mode: 'account', netDays: 30, creditLimit: 5000 };
    const call = rest();
    for (const user of [acme.admin, acme.depotBuyer, acme.anyBuyer, await createUser(shop.db)]) {
      expect((await call(user, 'PUT', `/companies/${acme.company.id}/terms`, terms)).statusCode).toBe(403);
      expect((await call(user, 'GET', `/companies/${acme.company.id}`)).statusCode).toBe(403);
      await expect(callerFor(shop.db, user).companies.setTerms({ id: acme.company.id, mode: 'account', netDays: 30, creditLimit: 5000 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await call(null, 'PUT', `/companies/${acme.company.id}/terms`, terms)).statusCode).toBe(401);
    expect(await storedTerms(acme.company.id)).toEqual({ paymentTerms: 'card', netDays: null, creditLimitCents: null });

    const admin = await shopAdmin();
    const unknown = await call(admin, 'PUT', `/companies/${UNKNOWN_ID}/terms`, terms);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, COMPANY_NOT_FOUND_MESSAGE]);
    await expect(callerFor(shop.db, admin).companies.setTerms({ id: UNKNOWN_ID, mode: 'card' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: COMPANY_NOT_FOUND_MESSAGE });
    expect((await call(admin, 'PUT', '/companies/not-an-id/terms', terms)).statusCode).toBe(400);
  });
});

describe("a member's credit (GET /api/my-company/credit)", () => {
  it('shows a buyer and a company admin their terms, and what open on-account invoices use of the limit', async () => {
    const admin = await shopAdmin();
    const acme = await createCompanyFixture(shop.db, 'Credit Gardens');
    const call = rest();
    for (const member of [acme.admin, acme.depotBuyer, acme.anyBuyer]) {
      const answer = await call(member, 'GET', '/my-company/credit');
      expect([answer.statusCode, answer.json()]).toEqual([200, cardOnly]);
    }

    await call(admin, 'PUT', `/companies/${acme.company.id}/terms`, { mode: 'account', netDays: 30, creditLimit: 5000 });
    expect((await call(acme.depotBuyer, 'GET', '/my-company/credit')).json()).toEqual({ mode: 'account', netDays: 30, creditLimit: 5000, used: 0, available: 5000 });

    const product = await createProduct(shop.db);
    await createAccountOrder(shop.db, acme.anyBuyer, acme.company.id, product, { totalCents: 100_000 });
    await createAccountOrder(shop.db, acme.depotBuyer, acme.company.id, product, { totalCents: 20_050 });
    const owing = { mode: 'account', netDays: 30, creditLimit: 5000, used: 1200.5, available: 3799.5 };
    for (const member of [acme.admin, acme.depotBuyer, acme.anyBuyer]) {
      expect((await call(member, 'GET', '/my-company/credit')).json()).toEqual(owing);
      expect(await callerFor(shop.db, member).myCompany.credit()).toEqual(owing);
    }
  });

  it('answers 404 for an account in no company (401 signed out), through REST and tRPC', async () => {
    const loner = await createUser(shop.db);
    const answer = await rest()(loner, 'GET', '/my-company/credit');
    expect([answer.statusCode, answer.json().message]).toEqual([404, NOT_IN_A_COMPANY_MESSAGE]);
    await expect(callerFor(shop.db, loner).myCompany.credit()).rejects.toMatchObject({ code: 'NOT_FOUND', message: NOT_IN_A_COMPANY_MESSAGE });
    expect((await rest()(null, 'GET', '/my-company/credit')).statusCode).toBe(401);
  });

  it("never shows a member of one company another company's credit", async () => {
    const admin = await shopAdmin();
    const acme = await createCompanyFixture(shop.db, 'Acme Credit');
    const birch = await createCompanyFixture(shop.db, 'Birch Credit');
    const call = rest();
    await call(admin, 'PUT', `/companies/${acme.company.id}/terms`, { mode: 'account', netDays: 14, creditLimit: 1000 });
    await call(admin, 'PUT', `/companies/${birch.company.id}/terms`, { mode: 'account', netDays: 60, creditLimit: 90_000 });
    const product = await createProduct(shop.db);
    await createAccountOrder(shop.db, birch.anyBuyer, birch.company.id, product, { totalCents: 500_000 });

    for (const member of [acme.admin, acme.depotBuyer, acme.anyBuyer]) {
      expect((await call(member, 'GET', '/my-company/credit')).json()).toEqual({ mode: 'account', netDays: 14, creditLimit: 1000, used: 0, available: 1000 });
      // The shop admin's read of another company is refused.
      expect((await call(member, 'GET', `/companies/${birch.company.id}`)).statusCode).toBe(403);
    }
    for (const member of [birch.admin, birch.depotBuyer, birch.anyBuyer]) {
      expect((await call(member, 'GET', '/my-company/credit')).json()).toEqual({ mode: 'account', netDays: 60, creditLimit: 90_000, used: 5000, available: 85_000 });
    }
  });
});

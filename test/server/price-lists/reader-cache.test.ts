import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { createSession, SESSION_LIFETIME_MS, sessionIdFromToken } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import type { ContextUser } from '../../../src/server/services';
import { browserHeaders, postJson, sessionCookieOf } from '../../helpers/accounts';
import { bearerHeaders } from '../../helpers/auth';
import { createMember } from '../../helpers/company-orders';
import { createProduct, createUser } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { onInstanceStartedNow } from '../../helpers/response-cache';
import { requestStatementsDuring } from '../../helpers/statements';
import { buildTestApp, useTestApp } from '../../helpers/test-app';

// docs/decisions/152: the response cache remembers what a signed-in reader sees of public reads
// (the visitor's copy, or their company's under what prices it), so that a reader it has seen
// lately is answered with no statement, as a visitor is. What must still hold: a write answered by
// this instance is seen at the writer's next request; one made elsewhere (SQL, another instance)
// once its notice is heard; a window's end and a session's renewal on time, with no write at all;
// and a sign-in or a sign-out never flushes visitors' answers.
const shop = useTestApp();
let other: FastifyInstance;

const SECOND = 1000;
const SIGN_IN_PASSWORD = 'reader cache password 1';
let rakeId: string;
let companyId: string;
let dealId: string;
let admin: Record<string, string>;

const reads = () => {
  const batch = encodeURIComponent(JSON.stringify({ 0: { q: 'reader rake' }, 1: { id: rakeId } }));
  return ['/api/catalogue', '/api/catalogue?q=reader%20rake', `/api/product/${rakeId}`, `/trpc/catalogue.search,products.byId?batch=1&input=${batch}`];
};

/** The Reader Rake's prices in an answer. */
function rakePrices(body: unknown, found: number[] = []): number[] {
  if (Array.isArray(body)) for (const item of body) rakePrices(item, found);
  else if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (record._id === rakeId && typeof record.price === 'number') found.push(record.price);
    for (const item of Object.values(record)) rakePrices(item, found);
  }
  return found;
}

/** The rake's one price in `answer` (a 200 that shows it). */
function priceIn(answer: LightMyRequestResponse): number {
  expect(answer.statusCode).toBe(200);
  const prices = [...new Set(rakePrices(answer.json()))];
  expect(prices).toHaveLength(1);
  return prices[0]!;
}

/**
 * A reader's read of `url` that made no statement, once a visitor's read has kept the shared copy
 * and the reader's own has been checked in full: repeated while the notices of the test's own
 * setup writes (a user inserted is a public read changed) clear the memory meanwhile, 20 s at most.
 */
async function readWithoutStatements(url: string, headers: Record<string, string>, app = shop.app): Promise<LightMyRequestResponse> {
  const until = performance.now() + 20 * SECOND;
  for (;;) {
    await app.inject(url);
    await app.inject({ url, headers });
    let answer: LightMyRequestResponse | undefined;
    const statements = await requestStatementsDuring(async () => (answer = await app.inject({ url, headers })));
    if (statements.length === 0) return answer!;
    if (performance.now() > until) throw new Error(`${url} still makes statements: ${statements.join('; ')}`);
  }
}

async function newMember(): Promise<{ user: ContextUser; cookie: Record<string, string>; bearer: Record<string, string> }> {
  const user = await createMember(shop.db, companyId, 'buyer');
  return { user, cookie: browserHeaders((await createSession(shop.db, user.id)).token), bearer: await bearerHeaders(shop.db, user) };
}

/** Reads `url` on `app` as a reader would until the rake costs `price`: at most 20 s after a write this instance did not answer. */
async function untilPrice(app: FastifyInstance, headers: Record<string, string>, price: number) {
  const until = performance.now() + 20 * SECOND;
  while (priceIn(await app.inject({ url: reads()[1]!, headers })) !== price) {
    if (performance.now() > until) throw new Error(`no price ${price} within 20 s of the write`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  const { db } = shop;
  other = await buildTestApp(db);
  rakeId = (await createProduct(db, { name: 'Reader Rake', price: 20 })).id;
  companyId = (await insertCompany(db, { name: 'Reader Company', taxId: null })).id;
  dealId = (await createPriceList(db, { name: 'Reader Deal', priority: 1 })).id;
  await setEntry(db, dealId, rakeId, { kind: 'fixed', priceCents: 1100, priceTiers: [] });
  await assignLists(db, companyId, [dealId]);
  admin = await bearerHeaders(db, await createUser(db, { role: 'admin' }));
});
afterAll(() => other.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("a signed-in reader's public reads, answered from memory", () => {
  it("answers a member's and a signed-in shopper's repeat read of a catalogue page, a search and a product with no statement at all", async () => {
    const member = await newMember();
    const shopper = await createUser(shop.db);
    const readers: Array<[Record<string, string>, number]> = [
      [member.cookie, 11],
      [member.bearer, 11],
      [browserHeaders((await createSession(shop.db, shopper.id)).token), 20],
      [await bearerHeaders(shop.db, shopper), 20],
    ];
    for (const [headers, price] of readers) {
      for (const url of reads()) {
        const answer = await readWithoutStatements(url, headers);
        expect(priceIn(answer), url).toBe(price);
        expect(answer.headers['cache-control'], url).toBe(price === 11 ? 'private, no-store' : 'public, no-cache');
        if (price === 11) expect(answer.headers.etag, url).toBeUndefined();
      }
    }
  });

  it('reads the shop\'s own price at the next request after a member is removed through the API on the same instance', async () => {
    const member = await newMember();
    for (const headers of [member.cookie, member.bearer]) {
      await untilPrice(shop.app, headers, 11);
      expect(priceIn(await shop.app.inject({ url: reads()[1]!, headers }))).toBe(11);
    }
    const removed = await shop.app.inject({ method: 'DELETE', url: `/api/companies/${companyId}/members/${member.user.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    for (const headers of [member.cookie, member.bearer]) {
      for (const url of reads()) expect(priceIn(await shop.app.inject({ url, headers })), url).toBe(20);
    }
  });

  it('reads the shop\'s own price once the notice is heard after a member is removed by SQL, or on another instance through the API', async () => {
    const bySql = await newMember();
    const throughA = await newMember();
    for (const app of [shop.app, other]) {
      for (const member of [bySql, throughA]) {
        await untilPrice(app, member.cookie, 11);
        await untilPrice(app, member.bearer, 11);
      }
    }
    await shop.db.deleteFrom('companyMembers').where('userId', '=', bySql.user.id).execute();
    for (const app of [shop.app, other]) {
      await untilPrice(app, bySql.cookie, 20);
      await untilPrice(app, bySql.bearer, 20);
    }
    const removed = await shop.app.inject({ method: 'DELETE', url: `/api/companies/${companyId}/members/${throughA.user.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(priceIn(await shop.app.inject({ url: reads()[1]!, headers: throughA.cookie }))).toBe(20);
    await untilPrice(other, throughA.cookie, 20);
    await untilPrice(other, throughA.bearer, 20);
  });

  it("reads a list unassigned or an entry changed by SQL once the notice is heard, and a window's end at the next request after it, with no write", async () => {
    const { db } = shop;
    const member = await newMember();
    await untilPrice(shop.app, member.cookie, 11);
    await setEntry(db, dealId, rakeId, { kind: 'fixed', priceCents: 1000, priceTiers: [] });
    await untilPrice(shop.app, member.cookie, 10);
    await assignLists(db, companyId, []);
    await untilPrice(shop.app, member.cookie, 20);

    // A list whose window ends in 5 s, well inside the 60 s a reading is kept at most.
    const now = Date.now();
    const brief = (await createPriceList(db, { name: 'Brief Deal', priority: 1, endsAt: new Date(now + 5 * SECOND) })).id;
    await setEntry(db, brief, rakeId, { kind: 'fixed', priceCents: 900, priceTiers: [] });
    await assignLists(db, companyId, [brief, dealId]);
    await untilPrice(shop.app, member.cookie, 9);
    for (const url of reads()) expect(priceIn(await readWithoutStatements(url, member.cookie)), url).toBe(9);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 6 * SECOND);
    for (const url of reads()) expect(priceIn(await shop.app.inject({ url, headers: member.cookie })), url).toBe(10);
    vi.useRealTimers();
    await setEntry(db, dealId, rakeId, { kind: 'fixed', priceCents: 1100, priceTiers: [] });
    await assignLists(db, companyId, [dealId]);
    await untilPrice(shop.app, member.cookie, 11);
  });

  it("answers a session signed out on this instance as a visitor at its next request, and clears its cookie; a signed-out bearer gets its 401", async () => {
    const member = await newMember();
    for (const headers of [member.cookie, member.bearer]) {
      await untilPrice(shop.app, headers, 11);
      expect(priceIn(await shop.app.inject({ url: reads()[1]!, headers }))).toBe(11);
    }
    const signedOut = await shop.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: member.cookie });
    expect(signedOut.statusCode).toBe(200);
    for (const url of reads()) {
      const answer = await shop.app.inject({ url, headers: member.cookie });
      expect(priceIn(answer), url).toBe(20);
      expect(sessionCookieOf(answer)?.value, url).toBe('');
    }
    expect((await shop.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: member.bearer })).statusCode).toBe(200);
    for (const url of reads()) expect((await shop.app.inject({ url, headers: member.bearer })).statusCode, url).toBe(401);
  });

  it('still renews a session due for renewal, and sends its cookie, on the first request after the instant', async () => {
    const member = await newMember();
    // A session 5 s short of half its lifetime: the first reads do not renew it.
    const { token } = await createSession(shop.db, member.user.id, new Date(Date.now() - SESSION_LIFETIME_MS / 2 + 5 * SECOND));
    const headers = browserHeaders(token);
    // Remembered, and the setup's notices heard: only the renewal instant can end it now.
    const before = await readWithoutStatements(reads()[1]!, headers);
    expect(priceIn(before)).toBe(11);
    expect(sessionCookieOf(before)).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * SECOND);
    const renewed = await shop.app.inject({ url: reads()[1]!, headers });
    expect(priceIn(renewed)).toBe(11);
    expect(sessionCookieOf(renewed)?.value).toBe(token);
    const { expiresAt } = await shop.db.selectFrom('sessions').select('expiresAt').where('id', '=', sessionIdFromToken(token)).executeTakeFirstOrThrow();
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60 * SECOND);
  });

  it("keeps visitors' answers and remembered readers through another account's sign-in", async () => {
    const member = await newMember();
    const signer = await createUser(shop.db, { password: SIGN_IN_PASSWORD });
    const url = reads()[1]!;
    await onInstanceStartedNow(shop.db, async (app) => {
      expect(priceIn(await readWithoutStatements(url, {}, app))).toBe(20);
      expect(priceIn(await readWithoutStatements(url, member.cookie, app))).toBe(11);
      const held = app.responseCacheHolds().entries;
      const signedIn = await postJson(app, '/api/auth/sign-in', { email: signer.email, password: SIGN_IN_PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      expect(app.responseCacheHolds().entries).toBe(held);
      expect(await requestStatementsDuring(() => app.inject(url))).toEqual([]);
      expect(await requestStatementsDuring(() => app.inject({ url, headers: member.cookie }))).toEqual([]);
    });
  });
});

describe('the readers version (migration 2026-11-28T02-00)', () => {
  const versions = async () => {
    const { rows } = await sql<{ scope: string; version: number }>`select scope, sum(version)::int as version from cache_versions group by scope`.execute(shop.db);
    return Object.fromEntries(rows.map((row) => [row.scope, row.version]));
  };
  /** How far each scope's version moved with `write`. */
  const moves = async (write: () => Promise<unknown>) => {
    const before = await versions();
    await write();
    const after = await versions();
    return { readers: after.readers! - before.readers!, publicReads: after['public-reads']! - before['public-reads']! };
  };

  it('moves on every write that can change a reader, once a transaction, and never the public reads for them', async () => {
    const { db } = shop;
    const user = await createUser(db);
    const { token } = await createSession(db, user.id);
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['a member added', () => db.insertInto('companyMembers').values({ companyId, userId: user.id, role: 'buyer' }).execute()],
      ['a member changed', () => db.updateTable('companyMembers').set({ role: 'admin' }).where('userId', '=', user.id).execute()],
      ['a member removed', () => db.deleteFrom('companyMembers').where('userId', '=', user.id).execute()],
      ['a company on hold', () => db.updateTable('companies').set({ status: 'on_hold' }).where('id', '=', companyId).execute()],
      ['a company active again', () => db.updateTable('companies').set({ status: 'active' }).where('id', '=', companyId).execute()],
      ['a list unassigned', () => assignLists(db, companyId, [])],
      ['a list assigned', () => assignLists(db, companyId, [dealId])],
      ['an entry changed', () => setEntry(db, dealId, rakeId, { kind: 'fixed', priceCents: 1100, priceTiers: [] })],
      ['a list renamed', () => db.updateTable('priceLists').set({ name: 'Reader Deal' }).where('id', '=', dealId).execute()],
      ['a session deleted', () => db.deleteFrom('sessions').where('id', '=', sessionIdFromToken(token)).execute()],
    ];
    for (const [name, write] of writes) expect(await moves(write), name).toEqual({ readers: 1, publicReads: 0 });
    expect(await moves(() => db.transaction().execute(async (trx) => {
      await trx.insertInto('companyMembers').values({ companyId, userId: user.id, role: 'buyer' }).execute();
      await trx.deleteFrom('companyMembers').where('userId', '=', user.id).execute();
    })), 'two writes in one transaction').toEqual({ readers: 1, publicReads: 0 });
  });

  it('does not move on a sign-in (a session inserted) nor a renewal (its expiry moved)', async () => {
    const { db } = shop;
    const user = await createUser(db);
    expect(await moves(() => createSession(db, user.id))).toEqual({ readers: 0, publicReads: 0 });
    expect(await moves(() => db.updateTable('sessions').set({ expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) }).where('userId', '=', user.id).execute())).toEqual({ readers: 0, publicReads: 0 });
  });
});

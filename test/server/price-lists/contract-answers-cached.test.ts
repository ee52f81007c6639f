import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { createSession } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import type { ContextUser } from '../../../src/server/services';
import { browserHeaders } from '../../helpers/accounts';
import { createMember } from '../../helpers/company-orders';
import { createProduct } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { onInstanceStartedNow } from '../../helpers/response-cache';
import { useTestApp } from '../../helpers/test-app';

// docs/decisions/144-contract-cache: a contract viewer's public reads are kept in the response
// cache under their company and its active lists with their versions. Every way that key could
// hand someone the wrong answer: two companies on one URL in turn, a company's lists changed, an
// entry or a list changed (by SQL, no service), a window ending with the clock moved, a member
// removed, a visitor after a member and the other way round, and the headers on a kept answer.
// A write by SQL is seen once its notice is heard (the readers' cache, docs/decisions/152).
const shop = useTestApp();

const HOUR = 60 * 60 * 1000;
let rakeId: string;
let companyA: string;
let companyB: string;
let alpha: string;
let beta: string;
let seasonal: string;
let userA2: ContextUser;
type Credentials = Record<string, string>[];
let visitor: Credentials;
let memberA: Credentials;
let memberA2: Credentials;
let memberB: Credentials;

async function credentialsOf(user: ContextUser): Promise<Credentials> {
  const cookie = browserHeaders((await createSession(shop.db, user.id)).token);
  const bearer = { authorization: `Bearer ${(await createSession(shop.db, user.id)).token}` };
  return [cookie, bearer];
}

const reads = () => {
  const batch = encodeURIComponent(JSON.stringify({ 0: { q: 'cache rake' }, 1: { id: rakeId } }));
  return ['/api/catalogue?q=cache%20rake', `/api/product/${rakeId}`, `/trpc/catalogue.search,products.byId?batch=1&input=${batch}`];
};

/** The Cache Rake's price and list in every product of the answer. */
function rakePrices(body: unknown, found: Array<{ price: number; list: string | null }> = []) {
  if (Array.isArray(body)) for (const item of body) rakePrices(item, found);
  else if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (record._id === rakeId && 'price' in record) found.push({ price: record.price as number, list: (record.priceList as { name: string } | null)?.name ?? null });
    for (const item of Object.values(record)) rakePrices(item, found);
  }
  return found;
}

/** Reads every path with each of the reader's credentials (twice: a miss, then what was kept) and checks the price, the list and the headers. */
async function expectPrice(credentials: Credentials, price: number, list: string | null, extra: Record<string, string> = {}, app = shop.app) {
  for (const url of reads()) {
    for (const credential of credentials) {
      for (let time = 0; time < 2; time += 1) {
        const answer = await app.inject({ url, headers: { ...credential, ...extra } });
        const where = `${url} with ${Object.keys(credential).join(',') || 'nothing'} (${time === 0 ? 'first' : 'again'})`;
        expect(answer.statusCode, where).toBe(200);
        const seen = rakePrices(answer.json());
        expect(seen.length, where).toBeGreaterThan(0);
        for (const one of seen) expect(one, where).toEqual({ price, list });
        const cacheControl = String(answer.headers['cache-control']);
        if (list) {
          expect(cacheControl, where).toBe('private, no-store');
          expect(answer.headers.etag, where).toBeUndefined();
        } else if (credentials === visitor) expect(cacheControl, where).toBe('public, no-cache');
      }
    }
  }
}

/**
 * After a write by SQL, which no request of this instance answered: the readers' notice
 * (docs/decisions/152) reaches the instance within moments, so read as a reader would until the
 * price is the one expected (20 s at most), then check every path and credential.
 */
async function expectPriceOnceHeard(credentials: Credentials, price: number, list: string | null) {
  const until = performance.now() + 20_000;
  for (;;) {
    const answer = await shop.app.inject({ url: reads()[0]!, headers: credentials[0] });
    if (rakePrices(answer.json()).every((one) => one.price === price && one.list === list)) break;
    if (performance.now() > until) throw new Error(`no price ${price} within 20 s of the write`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await expectPrice(credentials, price, list);
}

beforeAll(async () => {
  const { db } = shop;
  const rake = await createProduct(db, { name: 'Cache Rake', price: 20 });
  rakeId = rake.id;
  companyA = (await insertCompany(db, { name: 'Cache Alpha', taxId: null })).id;
  companyB = (await insertCompany(db, { name: 'Cache Beta', taxId: null })).id;
  alpha = (await createPriceList(db, { name: 'Alpha Deal', priority: 1 })).id;
  beta = (await createPriceList(db, { name: 'Beta Deal', priority: 1 })).id;
  seasonal = (await createPriceList(db, { name: 'Season Deal', priority: 5, endsAt: new Date(Date.now() + HOUR) })).id;
  await setEntry(db, alpha, rakeId, { kind: 'fixed', priceCents: 1100, priceTiers: [] });
  await setEntry(db, beta, rakeId, { kind: 'fixed', priceCents: 1700, priceTiers: [] });
  await setEntry(db, seasonal, rakeId, { kind: 'fixed', priceCents: 900, priceTiers: [] });
  await assignLists(db, companyA, [alpha]);
  await assignLists(db, companyB, [beta]);
  visitor = [{}];
  memberA = await credentialsOf(await createMember(db, companyA, 'buyer'));
  userA2 = await createMember(db, companyA, 'buyer');
  memberA2 = await credentialsOf(userA2);
  memberB = await credentialsOf(await createMember(db, companyB, 'buyer'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a contract viewer's answers kept in the response cache", () => {
  it('keeps a member\'s answer (private, no ETag) and serves it to their company only', async () => {
    // One entry per path for the company, whichever member and credential read it.
    await onInstanceStartedNow(shop.db, async (app) => {
      await expectPrice(memberA, 11, 'Alpha Deal', {}, app);
      expect(app.responseCacheHolds().entries).toBe(reads().length);
      await expectPrice(memberA2, 11, 'Alpha Deal', {}, app);
      expect(app.responseCacheHolds().entries).toBe(reads().length);
    });
  });

  it('answers two companies reading the same URLs in alternation, and visitors between them, each their own prices', async () => {
    for (let round = 0; round < 3; round += 1) {
      await expectPrice(memberA, 11, 'Alpha Deal');
      await expectPrice(memberB, 17, 'Beta Deal');
      await expectPrice(visitor, 20, null);
      await expectPrice(memberB, 17, 'Beta Deal');
      await expectPrice(memberA, 11, 'Alpha Deal');
    }
  });

  it("never answers a member with a visitor's copy nor a 304 against its ETag, nor a visitor with a member's", async () => {
    await expectPrice(visitor, 20, null);
    const visitorCopy = await shop.app.inject({ url: reads()[0]! });
    const etag = String(visitorCopy.headers.etag);
    await expectPrice(memberA, 11, 'Alpha Deal', { 'if-none-match': etag });
    await expectPrice(visitor, 20, null);
    await expectPrice(memberB, 17, 'Beta Deal', { 'if-none-match': etag });
  });

  it("shows a company's changed lists once the write's notice is heard: another list, another order, none", async () => {
    await expectPrice(memberA, 11, 'Alpha Deal');
    await assignLists(shop.db, companyA, [beta]);
    await expectPriceOnceHeard(memberA, 17, 'Beta Deal');
    // Equal priorities: the company's first list wins, so the order is part of what prices them.
    await assignLists(shop.db, companyA, [alpha, beta]);
    await expectPriceOnceHeard(memberA, 11, 'Alpha Deal');
    await assignLists(shop.db, companyA, [beta, alpha]);
    await expectPriceOnceHeard(memberA, 17, 'Beta Deal');
    await assignLists(shop.db, companyA, []);
    await expectPriceOnceHeard(memberA, 20, null);
    await assignLists(shop.db, companyA, [alpha]);
    await expectPriceOnceHeard(memberA, 11, 'Alpha Deal');
    await expectPrice(memberB, 17, 'Beta Deal');
  });

  it("shows a list's changed entry, priority or name once the notice is heard, written by SQL with no service, and keeps other lists' answers", async () => {
    const { db } = shop;
    await expectPrice(memberA, 11, 'Alpha Deal');
    await expectPrice(memberB, 17, 'Beta Deal');
    await setEntry(db, alpha, rakeId, { kind: 'fixed', priceCents: 1050, priceTiers: [] });
    await expectPriceOnceHeard(memberA, 10.5, 'Alpha Deal');
    await db.updateTable('priceLists').set({ name: 'Alpha Deal 2' }).where('id', '=', alpha).execute();
    await expectPriceOnceHeard(memberA, 10.5, 'Alpha Deal 2');
    await db.deleteFrom('priceListEntries').where('priceListId', '=', alpha).execute();
    await expectPriceOnceHeard(memberA, 20, null);
    await setEntry(db, alpha, rakeId, { kind: 'percent', basisPoints: 4000 });
    await expectPriceOnceHeard(memberA, 12, 'Alpha Deal 2');
    await db.updateTable('priceLists').set({ name: 'Alpha Deal' }).where('id', '=', alpha).execute();
    await setEntry(db, alpha, rakeId, { kind: 'fixed', priceCents: 1100, priceTiers: [] });

    // A write to Alpha's entries leaves Beta's kept answers in place: Beta's key did not move.
    const held = shop.app.responseCacheHolds().entries;
    await expectPrice(memberB, 17, 'Beta Deal');
    expect(shop.app.responseCacheHolds().entries).toBe(held);
    // Beta at a higher priority than Alpha for a company holding both: the change of the list's row is the key's.
    await assignLists(db, companyA, [alpha, beta]);
    await expectPriceOnceHeard(memberA, 11, 'Alpha Deal');
    await db.updateTable('priceLists').set({ priority: 2 }).where('id', '=', beta).execute();
    await expectPriceOnceHeard(memberA, 17, 'Beta Deal');
    await db.updateTable('priceLists').set({ priority: 1 }).where('id', '=', beta).execute();
    await assignLists(db, companyA, [alpha]);
    await expectPriceOnceHeard(memberA, 11, 'Alpha Deal');
  });

  it("stops a list's prices when its window ends between two reads (the clock moved, not slept), and starts another's when its window opens", async () => {
    const { db } = shop;
    const now = Date.now();
    const later = (await createPriceList(db, { name: 'Later Deal', priority: 9, startsAt: new Date(now + 2 * HOUR) })).id;
    await setEntry(db, later, rakeId, { kind: 'fixed', priceCents: 800, priceTiers: [] });
    await assignLists(db, companyB, [beta, seasonal, later]);
    await expectPriceOnceHeard(memberB, 9, 'Season Deal');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + HOUR + 1000);
    await expectPrice(memberB, 17, 'Beta Deal');
    vi.setSystemTime(now + 2 * HOUR + 1000);
    await expectPrice(memberB, 8, 'Later Deal');
    vi.useRealTimers();
    await expectPrice(memberB, 9, 'Season Deal');
    await assignLists(db, companyB, [beta]);
    await expectPriceOnceHeard(memberB, 17, 'Beta Deal');
  });

  it('answers a member removed by SQL, once the notice is heard, at the shop\'s own prices, while their former colleagues keep theirs', async () => {
    const { db } = shop;
    await expectPrice(memberA2, 11, 'Alpha Deal');
    await db.deleteFrom('companyMemberLocations').where('userId', '=', userA2.id).execute();
    await db.deleteFrom('companyMembers').where('userId', '=', userA2.id).execute();
    await expectPriceOnceHeard(memberA2, 20, null);
    await expectPrice(memberA, 11, 'Alpha Deal');
  });
});

import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { createSession } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import { rendererFile } from '../../../src/server/pages/page-render';
import type { ContextUser } from '../../../src/server/services';
import { browserHeaders } from '../../helpers/accounts';
import { createMember } from '../../helpers/company-orders';
import { createProduct } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { useTestApp } from '../../helpers/test-app';

// Issue 39 / docs/decisions/139-contract-reads: members of two companies with different lists, a
// member of a company without lists and a visitor read every catalogue and product path through
// REST, tRPC and the pages rendered with their data, in several orders, each seeing only their own
// prices; a change of the lists or of the membership shows on the next read.
const shop = useTestApp({ client: 'built' });

beforeAll(() => {
  if (!existsSync(rendererFile)) throw new Error('Build the client first: npm run build');
});

type Kind = 'json' | 'html';
interface Read {
  url: string;
  kind: Kind;
  /** A public read whose visitor answer is shared (REST and tRPC), checked for its headers. */
  shared: boolean;
}
interface Viewer {
  name: string;
  /** Headers of each credential the viewer reads with (a visitor: none). */
  credentials: Record<string, string>[];
}
interface Expected {
  price: number;
  list: string | null;
}

let rake: { id: string; slug: string };
let reads: Read[];
let visitor: Viewer;
let memberA: Viewer;
let memberA2: Viewer;
let memberB: Viewer;
let memberC: Viewer;
let alphaId: string;
let betaId: string;
let companyAId: string;
let userA2: ContextUser;
const LISTS = ['Alpha Contract', 'Beta Contract'];

async function viewerOf(name: string, user: ContextUser): Promise<Viewer> {
  const cookie = browserHeaders((await createSession(shop.db, user.id)).token);
  const bearer = { authorization: `Bearer ${(await createSession(shop.db, user.id)).token}` };
  return { name, credentials: [cookie, bearer] };
}

beforeAll(async () => {
  const { db } = shop;
  const { id: categoryId } = await db.insertInto('categories').values({ name: 'Leak tools', slug: 'leak-tools' }).returning('id').executeTakeFirstOrThrow();
  const leaf = await createProduct(db, { name: 'Leaf Rake', price: 20 });
  const bow = await createProduct(db, { name: 'Bow Rake', price: 30 });
  await db.updateTable('products').set({ categoryId }).where('id', 'in', [leaf.id, bow.id]).execute();
  rake = { id: leaf.id, slug: leaf.slug };

  const companyA = await insertCompany(db, { name: 'Alpha Gardens', taxId: null });
  const companyB = await insertCompany(db, { name: 'Beta Nurseries', taxId: null });
  const companyC = await insertCompany(db, { name: 'Gamma Yards', taxId: null });
  companyAId = companyA.id;
  const alpha = await createPriceList(db, { name: 'Alpha Contract', priority: 1, catalogueDiscountBp: 1000 });
  const beta = await createPriceList(db, { name: 'Beta Contract', priority: 1 });
  alphaId = alpha.id;
  betaId = beta.id;
  await setEntry(db, alpha.id, leaf.id, { kind: 'fixed', priceCents: 1111, priceTiers: [{ minQuantity: 10, priceCents: 1011 }] });
  await setEntry(db, beta.id, leaf.id, { kind: 'fixed', priceCents: 1777, priceTiers: [] });
  await setEntry(db, beta.id, bow.id, { kind: 'percent', basisPoints: 5000 });
  await assignLists(db, companyA.id, [alpha.id]);
  await assignLists(db, companyB.id, [beta.id]);

  visitor = { name: 'visitor', credentials: [{}] };
  memberA = await viewerOf('member A', await createMember(db, companyA.id, 'buyer'));
  userA2 = await createMember(db, companyA.id, 'buyer');
  memberA2 = await viewerOf('member A2', userA2);
  memberB = await viewerOf('member B', await createMember(db, companyB.id, 'buyer'));
  memberC = await viewerOf('member C', await createMember(db, companyC.id, 'buyer'));

  const trpc = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const batch = encodeURIComponent(JSON.stringify({ 0: { q: 'rake' }, 1: { id: leaf.id } }));
  reads = [
    { url: '/api/products', kind: 'json', shared: true },
    { url: `/api/product/${leaf.id}`, kind: 'json', shared: true },
    { url: `/api/products/by-slug/${leaf.slug}`, kind: 'json', shared: true },
    { url: '/api/catalogue', kind: 'json', shared: true },
    { url: '/api/catalogue?q=rake', kind: 'json', shared: true },
    { url: '/api/catalogue?category=leak-tools&sort=price_asc', kind: 'json', shared: true },
    { url: '/api/catalogue?minPrice=5&maxPrice=25', kind: 'json', shared: true },
    { url: '/trpc/products.list', kind: 'json', shared: true },
    { url: trpc('products.byId', { id: leaf.id }), kind: 'json', shared: true },
    { url: trpc('products.bySlug', { slug: leaf.slug }), kind: 'json', shared: true },
    { url: trpc('catalogue.search', { category: 'leak-tools' }), kind: 'json', shared: true },
    { url: `/trpc/catalogue.search,products.byId?batch=1&input=${batch}`, kind: 'json', shared: true },
    { url: '/products', kind: 'html', shared: false },
    { url: '/products?category=leak-tools', kind: 'html', shared: false },
    { url: '/products?q=rake', kind: 'html', shared: false },
    { url: `/products/${leaf.slug}`, kind: 'html', shared: false },
  ];
});

/** Every object in `value` that is the Leaf Rake as a product read carries it. */
function rakesIn(value: unknown, found: Array<{ price: number; priceList: { name: string } | null; listPrice: number | null }> = []) {
  if (Array.isArray(value)) for (const item of value) rakesIn(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record._id === rake.id && 'price' in record) found.push(record as never);
    for (const item of Object.values(record)) rakesIn(item, found);
  }
  return found;
}

/** The page's dehydrated queries (the data it was rendered with). */
const dataOf = (html: string): unknown => JSON.parse(/<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

/** Visitor answers' ETags by URL: a contract member presenting one must still get their own answer, not a 304. */
const etags = new Map<string, string>();

async function check(viewer: Viewer, read: Read, expected: Expected) {
  // Pages are read as a browser does, with the cookie; REST and tRPC with the cookie and a bearer token.
  for (const credential of read.kind === 'html' ? viewer.credentials.slice(0, 1) : viewer.credentials) {
    const known = etags.get(read.url);
    const answer = await shop.app.inject({ url: read.url, headers: { ...credential, ...(known && expected.list ? { 'if-none-match': known } : {}) } });
    const where = `${viewer.name} reading ${read.url}`;
    expect(answer.statusCode, where).toBe(200);
    const rakes = rakesIn(read.kind === 'json' ? answer.json() : dataOf(answer.body));
    expect(rakes.length, where).toBeGreaterThan(0);
    for (const seen of rakes) {
      expect(seen.price, where).toBe(expected.price);
      expect(seen.priceList?.name ?? null, where).toBe(expected.list);
      expect(seen.listPrice, where).toBe(expected.list ? 20 : null);
    }
    for (const list of LISTS.filter((name) => name !== expected.list)) expect(answer.body, where).not.toContain(list);
    const cacheControl = String(answer.headers['cache-control']);
    if (expected.list) {
      expect(cacheControl, where).not.toContain('public');
      expect(answer.headers.etag, where).toBeUndefined();
    } else if (viewer === visitor) {
      if (read.shared) expect(cacheControl, where).toBe('public, no-cache');
      if (typeof answer.headers.etag === 'string') etags.set(read.url, answer.headers.etag);
    }
  }
}

const expectations = () =>
  new Map<Viewer, Expected>([
    [visitor, { price: 20, list: null }],
    [memberA, { price: 11.11, list: 'Alpha Contract' }],
    [memberA2, { price: 11.11, list: 'Alpha Contract' }],
    [memberB, { price: 17.77, list: 'Beta Contract' }],
    [memberC, { price: 20, list: null }],
  ]);

describe('contract prices never leak through a cache', () => {
  it('answers each reader their own prices on every path, whoever read first, path by path and reader by reader', async () => {
    const expected = expectations();
    const orders = [
      [memberA, visitor, memberB, memberC, memberA2],
      [memberB, memberA, memberC, visitor],
      [visitor, memberC, memberA, memberB],
      [memberA, visitor, memberB, visitor, memberA2, memberC, memberB, memberA],
    ];
    for (const order of orders) for (const read of reads) for (const viewer of order) await check(viewer, read, expected.get(viewer)!);
    // And the other way round: one reader through every path, then the next.
    for (const viewer of [memberB, visitor, memberA, memberC]) for (const read of reads) await check(viewer, read, expected.get(viewer)!);
  }, 240_000);

  it("answers a member's streamed tRPC batch (which the response cache leaves alone) privately at their prices", async () => {
    const batch = encodeURIComponent(JSON.stringify({ 0: { id: rake.id }, 1: { q: 'rake' } }));
    const url = `/trpc/products.byId,catalogue.search?batch=1&input=${batch}`;
    for (const [viewer, price, list] of [[memberA, '11.11', 'Alpha Contract'], [memberB, '17.77', 'Beta Contract']] as const) {
      const answer = await shop.app.inject({ url, headers: { ...viewer.credentials[0], 'trpc-accept': 'application/jsonl' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(`"price":${price}`);
      expect(answer.body).toContain(list);
      expect(answer.body).not.toContain(LISTS.find((name) => name !== list));
      expect(String(answer.headers['cache-control'])).not.toContain('public');
    }
  });

  it('shows a changed entry, a removed member, an ended window and an unassigned list on the next read', async () => {
    const { db } = shop;
    const expected = expectations();
    const everyone = async () => {
      for (const read of reads) for (const viewer of [visitor, memberA, memberB, memberC, memberA2]) await check(viewer, read, expected.get(viewer)!);
    };
    await everyone();

    await setEntry(db, alphaId, rake.id, { kind: 'fixed', priceCents: 999, priceTiers: [] });
    expected.set(memberA, { price: 9.99, list: 'Alpha Contract' }).set(memberA2, { price: 9.99, list: 'Alpha Contract' });
    await everyone();

    await db.deleteFrom('companyMemberLocations').where('userId', '=', userA2.id).execute();
    await db.deleteFrom('companyMembers').where('userId', '=', userA2.id).execute();
    expected.set(memberA2, { price: 20, list: null });
    await everyone();

    await db.updateTable('priceLists').set({ endsAt: new Date(Date.now() - 1000) }).where('id', '=', betaId).execute();
    expected.set(memberB, { price: 20, list: null });
    await everyone();

    await assignLists(db, companyAId, []);
    expected.set(memberA, { price: 20, list: null });
    await everyone();
  }, 240_000);
});

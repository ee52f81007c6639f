import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyProductPage } from '../../../src/server/features/4-orders/orders/company-products/company-products-service';
import type { ContextUser } from '../../../src/server/services';
import { NOT_IN_A_COMPANY_MESSAGE } from '../../../src/shared/schemas/company';
import { companyProductsInputSchema, type CompanyProduct } from '../../../src/shared/schemas/company-products';
import type { CompanyProductsSort } from '../../../src/shared/company-products-sorts';
import { bearerHeaders } from '../../helpers/auth';
import { createCompanyFixture, writeCompanyOrder, type CompanyFixture } from '../../helpers/company-orders';
import { createUser } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { createRuledProduct } from '../cart/cart-helpers';

const shop = useTestApp();

type Product = Awaited<ReturnType<typeof createRuledProduct>>;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function get(user: ContextUser, query = '') {
  return shop.app.inject({ method: 'GET', url: `/api/my-company/products${query}`, headers: await bearerHeaders(shop.db, user) });
}

const skus = (items: CompanyProduct[]) => items.map((item) => item.sku);

let acme: CompanyFixture;
let globex: CompanyFixture;
const p = {} as Record<'trowel' | 'spade' | 'rake' | 'shears' | 'hose' | 'old' | 'archived', Product>;

beforeAll(async () => {
  acme = await createCompanyFixture(shop.db, 'Acme');
  globex = await createCompanyFixture(shop.db, 'Globex');
  p.trowel = await createRuledProduct(shop.db, { name: 'Hand trowel', sku: 'TRW-100', price: 8, packSize: 6 });
  p.spade = await createRuledProduct(shop.db, { name: 'Border spade', sku: 'SPD-200', price: 12.9 });
  p.rake = await createRuledProduct(shop.db, { name: 'Leaf rake', sku: 'RAK-300', price: 15, minimumOrder: 2, maximumOrder: 40 });
  p.shears = await createRuledProduct(shop.db, { name: 'Hedge shears', sku: 'SHR-400', price: 30 });
  p.hose = await createRuledProduct(shop.db, { name: 'Garden hose', sku: 'HOS-500', price: 25 });
  p.old = await createRuledProduct(shop.db, { name: 'Old dibber', sku: 'DIB-600', price: 4 });
  p.archived = await createRuledProduct(shop.db, { name: 'Archived sieve', sku: 'SIV-700', price: 9, status: 'archived' });

  // Acme: the trowel in two orders this year (6 the latest) and one 400 days ago; the rake with the trowel 40 days ago.
  await writeCompanyOrder(shop.db, acme.depotBuyer, acme.company.id, [[p.trowel, 12], [p.rake, 3]], daysAgo(40));
  await writeCompanyOrder(shop.db, acme.anyBuyer, acme.company.id, [[p.trowel, 6]], daysAgo(10));
  await writeCompanyOrder(shop.db, acme.admin, acme.company.id, [[p.trowel, 99], [p.old, 5]], daysAgo(400));
  // The spade once; a later order of 50 was cancelled and one of 60 expired: neither counts.
  await writeCompanyOrder(shop.db, acme.admin, acme.company.id, [[p.spade, 2]], daysAgo(5));
  await writeCompanyOrder(shop.db, acme.admin, acme.company.id, [[p.spade, 50]], daysAgo(2), 'cancelled');
  await writeCompanyOrder(shop.db, acme.anyBuyer, acme.company.id, [[p.spade, 60]], daysAgo(1), 'expired');
  // The sieve, since archived: listed as no longer sold.
  await writeCompanyOrder(shop.db, acme.admin, acme.company.id, [[p.archived, 1]], daysAgo(60));
  // Globex buys the shears; an Acme buyer's own order (for no company) holds the hose.
  await writeCompanyOrder(shop.db, globex.anyBuyer, globex.company.id, [[p.shears, 1], [p.trowel, 60]], daysAgo(1));
  await writeCompanyOrder(shop.db, acme.anyBuyer, null, [[p.hose, 1]], daysAgo(1));
});

describe('Products we buy (GET /api/my-company/products)', () => {
  it("lists only the products the caller's company ordered in the last 12 months, last ordered first, with when, how much and how often", async () => {
    const page = await callerFor(shop.db, acme.depotBuyer).companyProducts.list({});
    expect(skus(page.items)).toEqual(['SPD-200', 'TRW-100', 'RAK-300', 'SIV-700']);
    expect(page.nextCursor).toBeNull();
    const [spade, trowel, rake, sieve] = page.items;
    expect(trowel).toMatchObject({ productId: p.trowel.id, name: 'Hand trowel', image: p.trowel.images[0], lastQuantity: 6, timesOrdered: 2, price: 8, packSize: 6, sold: true, orderable: true });
    expect(new Date(trowel!.lastOrderedAt).getTime()).toBeCloseTo(daysAgo(10).getTime(), -5);
    // Cancelled and expired orders are not purchases: the spade's last order is the one of 2, five days ago.
    expect(spade).toMatchObject({ lastQuantity: 2, timesOrdered: 1, price: 12.9, priceList: null });
    expect(rake).toMatchObject({ lastQuantity: 3, timesOrdered: 1, minimumOrder: 2, maximumOrder: 40, stock: 100, orderable: true });
    expect(sieve).toMatchObject({ sold: false, orderable: false });

    // Any member sees the company's products, whoever ordered them; another company sees its own only.
    expect(skus((await callerFor(shop.db, acme.admin).companyProducts.list({})).items)).toEqual(skus(page.items));
    // One order holds both: the same last ordered time, so the product id decides.
    expect(skus((await callerFor(shop.db, globex.depotBuyer).companyProducts.list({})).items).sort()).toEqual(['SHR-400', 'TRW-100']);
    const globexTrowel = (await callerFor(shop.db, globex.admin).companyProducts.list({ q: 'trowel' })).items[0];
    expect(globexTrowel).toMatchObject({ lastQuantity: 60, timesOrdered: 1 });
  });

  it('counts an order placed exactly 12 months ago and not one a microsecond older', async () => {
    const initech = await createCompanyFixture(shop.db, 'Initech');
    const now = new Date('2026-11-27T12:00:00.000Z');
    const edge = sql<Date>`${now}::timestamptz - interval '12 months'`;
    const older = sql<Date>`${now}::timestamptz - interval '12 months' - interval '1 microsecond'`;
    await writeCompanyOrder(shop.db, initech.admin, initech.company.id, [[p.spade, 4]], edge);
    await writeCompanyOrder(shop.db, initech.admin, initech.company.id, [[p.rake, 4]], older);
    const page = await companyProductPage(shop.db, initech.anyBuyer.id, companyProductsInputSchema.parse({}), now);
    expect(skus(page.items)).toEqual(['SPD-200']);
    expect(page.items[0]!.lastOrderedAt).toBe('2025-11-27T12:00:00.000Z');
  });

  it('searches part of the name or the SKU, in any case, taken literally', async () => {
    const list = (q: string) => callerFor(shop.db, acme.admin).companyProducts.list({ q });
    expect(skus((await list('TROWEL')).items)).toEqual(['TRW-100']);
    expect(skus((await list('rak-3')).items)).toEqual(['RAK-300']);
    expect(skus((await list('e')).items)).toEqual(['SPD-200', 'TRW-100', 'RAK-300', 'SIV-700']);
    expect((await list('shears')).items).toEqual([]);
    expect((await list('%')).items).toEqual([]);
    const rest = await get(acme.admin, '?q=spade');
    expect([rest.statusCode, skus(rest.json().items)]).toEqual([200, ['SPD-200']]);
  });

  it("shows the caller's contract price, as their cart would charge it", async () => {
    const list = await createPriceList(shop.db, { name: 'Acme 2027' });
    await setEntry(shop.db, list.id, p.spade.id, { kind: 'fixed', priceCents: 1000, priceTiers: [{ minQuantity: 10, priceCents: 900 }] });
    await assignLists(shop.db, acme.company.id, [list.id]);
    try {
      const spade = (await get(acme.depotBuyer, '?q=SPD')).json().items[0];
      expect(spade).toMatchObject({ price: 10, priceTiers: [{ minQuantity: 10, price: 9 }], priceList: { id: list.id, name: 'Acme 2027' } });
      const trowel = (await callerFor(shop.db, acme.depotBuyer).companyProducts.list({ q: 'TRW' })).items[0];
      expect(trowel).toMatchObject({ price: 8, priceList: null });
      // Globex has no list: the product's own price.
      expect((await callerFor(shop.db, globex.admin).companyProducts.list({ q: 'TRW' })).items[0]).toMatchObject({ price: 8, priceList: null });
    } finally {
      await assignLists(shop.db, acme.company.id, []);
    }
  });

  it('answers 404 to an account in no company, a shop admin among them, as the other /my-company reads', async () => {
    const customer = await createUser(shop.db, { verified: true });
    const shopAdmin = await createUser(shop.db, { role: 'admin' });
    for (const user of [customer, shopAdmin]) {
      await expect(callerFor(shop.db, user).companyProducts.list({})).rejects.toMatchObject({ code: 'NOT_FOUND', message: NOT_IN_A_COMPANY_MESSAGE });
      const rest = await get(user);
      expect([rest.statusCode, rest.json().message]).toEqual([404, NOT_IN_A_COMPANY_MESSAGE]);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/api/my-company/products' })).statusCode).toBe(401);
  });

  it('refuses a cursor it did not make, or one made for another sort, and a limit over 100', async () => {
    const first = (await get(acme.admin, '?limit=1&sort=name')).json();
    expect(first.nextCursor).toEqual(expect.any(String));
    const other = await get(acme.admin, `?limit=1&sort=times_ordered&cursor=${first.nextCursor}`);
    expect([other.statusCode, other.json().message]).toEqual([400, 'This page cursor belongs to another sort order']);
    expect((await get(acme.admin, '?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
    expect((await get(acme.admin, '?limit=101')).statusCode).toBe(400);
    expect((await get(acme.admin, '?sort=price')).statusCode).toBe(400);
  });
});

describe('Products we buy, page by page', () => {
  let wayne: CompanyFixture;
  /** What each product's row should say, to sort the expected order in JavaScript. */
  const expected: { sku: string; name: string; id: string; last: number; times: number }[] = [];

  beforeAll(async () => {
    wayne = await createCompanyFixture(shop.db, 'Wayne');
    const products: Product[] = [];
    for (let i = 0; i < 23; i++) {
      // Some names alike in all but case, to tie on lower(name); ids break the ties.
      const name = i % 5 === 0 ? 'Pruning saw' : i % 5 === 1 ? 'PRUNING SAW' : `Tool ${String.fromCharCode(65 + (i % 17))}`;
      products.push(await createRuledProduct(shop.db, { name, sku: `WYN-${String(i).padStart(3, '0')}` }));
    }
    // Orders of several products at one instant tie on the last ordered time; counts tie too.
    const at = [daysAgo(3), daysAgo(3), daysAgo(9), daysAgo(30), daysAgo(200)];
    const last = new Map<string, number>();
    const times = new Map<string, number>();
    for (let o = 0; o < at.length; o++) {
      const lines = products.filter((_, i) => i % (o + 1) === 0 || (i + o) % 4 === 0);
      await writeCompanyOrder(shop.db, wayne.admin, wayne.company.id, lines.map((product) => [product, 1 + o]), at[o]!);
      for (const product of lines) {
        last.set(product.id, Math.max(last.get(product.id) ?? 0, at[o]!.getTime()));
        times.set(product.id, (times.get(product.id) ?? 0) + 1);
      }
    }
    for (const product of products) {
      if (last.has(product.id)) expected.push({ sku: product.sku, name: product.name, id: product.id, last: last.get(product.id)!, times: times.get(product.id)! });
    }
  });

  const desc = (a: number | string, b: number | string) => (a < b ? 1 : a > b ? -1 : 0);
  const orderOf: Record<CompanyProductsSort, (a: (typeof expected)[number], b: (typeof expected)[number]) => number> = {
    last_ordered: (a, b) => desc(a.last, b.last) || desc(a.id, b.id),
    times_ordered: (a, b) => desc(a.times, b.times) || desc(a.id, b.id),
    name: (a, b) => -desc(a.name.toLowerCase(), b.name.toLowerCase()) || -desc(a.id, b.id),
  };

  it.each(['last_ordered', 'name', 'times_ordered'] as const)('pages through every product by %s without repeating or skipping one', async (sort) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await get(wayne.anyBuyer, query);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { items: CompanyProduct[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...skus(page.items));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    const wanted = [...expected].sort(orderOf[sort]).map((row) => row.sku);
    expect(wanted.length).toBeGreaterThan(12);
    expect(seen).toEqual(wanted);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

import { describe, expect, it } from 'vitest';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { buyerPrice, type CandidateList, type ContractRule } from '../../../src/shared/rules/contract-prices';
import { bearerHeaders } from '../../helpers/auth';
import { createMember } from '../../helpers/company-orders';
import { createProduct } from '../../helpers/factories';
import { assignLists, createPriceList, setEntry } from '../../helpers/price-lists';
import { seededRandom } from '../../helpers/seeded-random';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();
const HOUR = 3_600_000;

interface Item {
  _id: string;
  price: number;
  priceList: { id: string; name: string } | null;
}

/** Every page of `/api/catalogue` for `query`, a few products at a time through the cursors. */
async function allPages(headers: Record<string, string>, query: Record<string, string>): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const search: URLSearchParams = new URLSearchParams({ ...query, limit: '4', ...(cursor ? { cursor } : {}) });
    const answer: { statusCode: number; body: string; json: <T>() => T } = await shop.app.inject({ url: `/api/catalogue?${search.toString()}`, headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const page: { items: Item[]; nextCursor: string | null } = answer.json<{ items: Item[]; nextCursor: string | null }>();
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe("the catalogue's price sort and filter for a company's member", () => {
  it("go by the price the member pays, as the shared rule prices it, through every page; a visitor's by the product's own", async () => {
    const { db } = shop;
    const random = seededRandom(137);
    const now = Date.now();
    const products = await Promise.all(Array.from({ length: 18 }, (_, i) => createProduct(db, { name: `Sorted tool ${i}`, price: 5 + random.int(0, 40) + i / 100 })));
    const company = await insertCompany(db, { name: 'Sorting Yard', taxId: null });
    const member = await createMember(db, company.id, 'buyer');
    // Three lists: an ended one (ignored), two active with entries, percentages and a catalogue rule.
    const specs = [
      { name: 'Sort base', priority: 1, catalogueDiscountBp: 1500, startsAt: null, endsAt: null },
      { name: 'Sort promo', priority: 5, catalogueDiscountBp: null, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) },
      { name: 'Sort ended', priority: 9, catalogueDiscountBp: 9000, startsAt: null, endsAt: new Date(now - HOUR) },
    ];
    const lists: CandidateList[][] = products.map(() => []);
    const created = [];
    for (const [position, spec] of specs.entries()) {
      const list = await createPriceList(db, spec);
      created.push(list.id);
      for (const [index, product] of products.entries()) {
        const roll = random.int(0, 2);
        let entry: ContractRule | null = null;
        if (roll === 0) entry = { kind: 'percent', basisPoints: random.int(100, 6000) };
        if (roll === 1) entry = { kind: 'fixed', priceCents: random.int(100, 6000), priceTiers: [] };
        if (entry) await setEntry(db, list.id, product.id, entry);
        lists[index]!.push({ ...spec, id: list.id, position: position + 1, entry });
      }
    }
    await assignLists(db, company.id, created);

    const at = new Date();
    const expected = new Map(products.map((product, index) => [product.id, buyerPrice({ priceCents: product.priceCents, priceTiers: [] }, lists[index]!, at)]));
    const byPrice = (direction: 1 | -1) => (a: string, b: string) =>
      direction * (expected.get(a)!.priceCents - expected.get(b)!.priceCents || (a < b ? -1 : a > b ? 1 : 0));
    const ids = products.map((product) => product.id);
    const headers = await bearerHeaders(db, member);

    const ascending = await allPages(headers, { sort: 'price_asc' });
    expect(ascending.map((item) => item._id)).toEqual([...ids].sort(byPrice(1)));
    for (const item of ascending) {
      expect(Math.round(item.price * 100)).toBe(expected.get(item._id)!.priceCents);
      expect(item.priceList).toEqual(expected.get(item._id)!.priceList);
    }
    const descending = await allPages(headers, { sort: 'price_desc' });
    expect(descending.map((item) => item._id)).toEqual([...ids].sort(byPrice(-1)));

    // The filter, both ends included, on the member's prices: the middle of the range.
    const sorted = [...expected.values()].map((price) => price.priceCents).sort((a, b) => a - b);
    const [low, high] = [sorted[4]!, sorted[12]!];
    const filtered = await allPages(headers, { sort: 'price_asc', minPrice: String(low / 100), maxPrice: String(high / 100) });
    expect(filtered.map((item) => item._id)).toEqual(ids.filter((id) => expected.get(id)!.priceCents >= low && expected.get(id)!.priceCents <= high).sort(byPrice(1)));
    // Without a sort (newest) the filter holds too.
    const newest = await allPages(headers, { minPrice: String(low / 100), maxPrice: String(high / 100) });
    expect(new Set(newest.map((item) => item._id))).toEqual(new Set(filtered.map((item) => item._id)));

    // A visitor sorts and filters by the products' own prices.
    const own = new Map(products.map((product) => [product.id, product.priceCents]));
    const visitor = await allPages({}, { sort: 'price_asc' });
    expect(visitor.map((item) => item._id)).toEqual([...ids].sort((a, b) => own.get(a)! - own.get(b)! || (a < b ? -1 : 1)));
    expect(visitor.every((item) => item.priceList === null)).toBe(true);
  });
});

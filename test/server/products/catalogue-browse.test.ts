import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { addCategory, addProduct, cataloguePage, getWith } from './catalogue-fixtures';

const shop = useTestApp();

beforeAll(async () => {
  const digging = await addCategory(shop.db, 'Digging');
  const spades = await addCategory(shop.db, 'Spades', digging.id);
  const forks = await addCategory(shop.db, 'Forks', digging.id);
  const watering = await addCategory(shop.db, 'Watering');
  await addProduct(shop.db, { name: 'Border spade', categoryId: spades.id, price: 30, quantity: 50, minimumOrder: 5 });
  await addProduct(shop.db, { name: 'Ash spade', categoryId: spades.id, price: 45.5, quantity: 2, minimumOrder: 5 });
  await addProduct(shop.db, { name: 'digging fork', categoryId: forks.id, price: 30, quantity: 10, minimumOrder: 10 });
  await addProduct(shop.db, { name: 'Trenching spade', categoryId: digging.id, price: 80 });
  await addProduct(shop.db, { name: 'Watering can', categoryId: watering.id, price: 12 });
  await addProduct(shop.db, { name: 'Loose spade', price: 5 });
});

const names = async (query: Record<string, string>) => (await cataloguePage(shop.app, query)).items.map((item) => item.name);

describe('catalogue filters and sorts', () => {
  it('lists the newest first by default', async () => {
    expect(await names({})).toEqual(['Loose spade', 'Watering can', 'Trenching spade', 'digging fork', 'Ash spade', 'Border spade']);
  });

  it('includes the children of a top-level category, and only its own products for a child', async () => {
    expect(await names({ category: 'digging', sort: 'name' })).toEqual(['Ash spade', 'Border spade', 'digging fork', 'Trenching spade']);
    expect(await names({ category: 'spades' })).toEqual(['Ash spade', 'Border spade']);
    expect(await names({ category: 'no-such-category' })).toEqual([]);
  });

  it('filters by price in dollars, both ends included, and by what one can order now', async () => {
    expect(await names({ minPrice: '30', maxPrice: '45.5', sort: 'name' })).toEqual(['Ash spade', 'Border spade', 'digging fork']);
    expect(await names({ minPrice: '30.01', maxPrice: '80', sort: 'name' })).toEqual(['Ash spade', 'Trenching spade']);
    expect(await names({ category: 'digging', inStock: 'true', sort: 'name' })).toEqual(['Border spade', 'digging fork', 'Trenching spade']);
    expect(await names({ inStock: 'false', category: 'spades', sort: 'name' })).toEqual(['Ash spade', 'Border spade']);
  });

  it('combines a search with a category, a price range and each sort', async () => {
    const query = { q: 'spade', category: 'digging', maxPrice: '50' };
    expect(await names({ ...query, sort: 'price_asc' })).toEqual(['Border spade', 'Ash spade']);
    expect(await names({ ...query, sort: 'price_desc' })).toEqual(['Ash spade', 'Border spade']);
    expect(await names({ ...query, sort: 'name' })).toEqual(['Ash spade', 'Border spade']);
    expect(await names({ ...query, sort: 'newest' })).toEqual(['Ash spade', 'Border spade']);
  });

  it('sorts by name ignoring case, and by price with ties in a fixed order', async () => {
    expect(await names({ sort: 'name' })).toEqual(['Ash spade', 'Border spade', 'digging fork', 'Loose spade', 'Trenching spade', 'Watering can']);
    const byPrice = await cataloguePage(shop.app, { sort: 'price_asc' });
    expect(byPrice.items.map((item) => item.price)).toEqual([5, 12, 30, 30, 45.5, 80]);
  });

  it('pages with a limit and a cursor, in every sort, to the last page', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'name', 'relevance']) {
      const query: Record<string, string> = sort === 'relevance' ? { q: 'spade', sort } : { sort };
      const whole = await names({ ...query, limit: '100' });
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await cataloguePage(shop.app, { ...query, limit: '2', ...(cursor ? { cursor } : {}) });
        walked.push(...page.items.map((item) => item.name));
        cursor = page.nextCursor;
      } while (cursor);
      expect(walked, sort).toEqual(whole);
      expect(whole.length, sort).toBeGreaterThan(2);
    }
  });

  it('answers the same page on tRPC as on REST', async () => {
    const rest = await getWith(shop.app, '/api/catalogue', { q: 'spade', category: 'spades' });
    const trpc = await shop.app.inject(`/trpc/catalogue.search?input=${encodeURIComponent(JSON.stringify({ q: 'spade', category: 'spades' }))}`);
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual(rest.json());
    expect(rest.json().items).toHaveLength(2);
  });
});

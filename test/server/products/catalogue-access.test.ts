import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCatalogueCursor } from '../../../src/server/features/2-catalogue/products/catalogue/catalogue-cursor';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { addCategory, addProduct, getWith, type Page } from './catalogue-fixtures';

const shop = useTestApp();
const headers: Record<'admin' | 'customer', Record<string, string>> = { admin: {}, customer: {} };
let tools: { id: string; slug: string };
const id = '6f1c3f0e-2b5a-4c1d-9e8f-0a1b2c3d4e5f';

beforeAll(async () => {
  headers.admin = await bearerHeaders(shop.db, await createUser(shop.db, { role: 'admin' }));
  headers.customer = await bearerHeaders(shop.db, await createUser(shop.db));
  tools = await addCategory(shop.db, 'Tools');
  await addProduct(shop.db, { name: 'Active spade', categoryId: tools.id });
  await addProduct(shop.db, { name: 'Draft spade', status: 'draft', categoryId: tools.id });
  await addProduct(shop.db, { name: 'Archived spade', status: 'archived', categoryId: tools.id });
  await addProduct(shop.db, { name: 'Deleted spade', deleted: true, categoryId: tools.id });
});

const names = (body: Page) => body.items.map((item) => item.name).sort();
const trpcGet = (path: string, input: unknown, extra: Record<string, string> = {}) =>
  shop.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: extra });

describe('what the shop shows', () => {
  it('never shows drafts, archived or deleted products: REST, tRPC, and REST again from the cache', async () => {
    for (const query of [{}, { q: 'spade' }, { category: 'tools' }, { sort: 'name' }] as Array<Record<string, string>>) {
      const rest = await getWith(shop.app, '/api/catalogue', query);
      expect(rest.headers['cache-control']).toContain('public');
      expect(names(rest.json())).toEqual(['Active spade']);
      const cached = await getWith(shop.app, '/api/catalogue', query);
      expect(names(cached.json())).toEqual(['Active spade']);
      const trpc = await trpcGet('catalogue.search', query);
      expect(names(trpc.json().result.data)).toEqual(['Active spade']);
    }
  });

  it('drops a product from the cached answer once it is archived', async () => {
    const product = await addProduct(shop.db, { name: 'Soon archived spade', categoryId: tools.id });
    expect(names((await getWith(shop.app, '/api/catalogue', { q: 'archived' })).json())).toEqual(['Soon archived spade']);
    await shop.db.updateTable('products').set({ status: 'archived' }).where('id', '=', product.id).execute();
    await expect.poll(async () => names((await getWith(shop.app, '/api/catalogue', { q: 'archived' })).json()), { timeout: 5000 }).toEqual([]);
  });
});

describe('bad queries', () => {
  const bad: Array<[Record<string, string>, string, string]> = [
    [{ cursor: 'not a cursor!' }, 'cursor', 'Invalid page cursor'],
    [{ cursor: 'bm90IGpzb24' }, 'cursor', 'Invalid page cursor'],
    [{ cursor: encodeCatalogueCursor({ sort: 'newest', key: 'x', id }) }, 'cursor', 'Invalid page cursor'],
    [{ cursor: encodeCatalogueCursor({ sort: 'price_asc', key: '100', id }), sort: 'name' }, 'cursor', 'another sort'],
    [{ cursor: Buffer.from(JSON.stringify(['name', 'a', 'not-a-uuid'])).toString('base64url'), sort: 'name' }, 'cursor', 'Invalid page cursor'],
    [{ sort: 'cheapest' }, 'sort', 'Choose relevance'],
    [{ limit: '0' }, 'limit', 'Ask for at least one product'],
    [{ limit: '101' }, 'limit', 'Ask for at most 100 products'],
    [{ minPrice: 'cheap' }, 'minPrice', 'Enter a price'],
    [{ minPrice: '50', maxPrice: '10' }, 'maxPrice', 'The highest price must not be below the lowest'],
    [{ inStock: 'yes' }, 'inStock', "Enter 'true' or 'false'"],
    [{ category: 'Not A Slug' }, 'category', 'Choose a category from the list'],
    [{ q: 'x'.repeat(101) }, 'q', 'Keep this under 100 characters'],
  ];

  it.each(bad)('%o answers 400 naming the field, on REST and tRPC', async (query, field, message) => {
    const rest = await getWith(shop.app, '/api/catalogue', query);
    expect(rest.statusCode, rest.body).toBe(400);
    expect(rest.json().message).toContain(message);
    expect(rest.body).toContain(field);
    const trpc = await trpcGet('catalogue.search', query);
    expect(trpc.statusCode, trpc.body).toBe(400);
    expect(Object.keys(trpc.json().error.data.fieldErrors)).toEqual([field]);
  });

  it('answers a cursor for the admin list 400 too', async () => {
    const response = await getWith(shop.app, '/api/admin/products', { cursor: 'bm90IGpzb24' }, headers.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid page cursor');
  });
});

describe("the admin's product list", () => {
  it('shows every status but never deleted products, and filters by status and category id', async () => {
    const all = await getWith(shop.app, '/api/admin/products', { q: 'spade' }, headers.admin);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toContain('no-store');
    expect(names(all.json())).toEqual(['Active spade', 'Archived spade', 'Draft spade', 'Soon archived spade']);
    const drafts = await getWith(shop.app, '/api/admin/products', { status: 'draft' }, headers.admin);
    expect(names(drafts.json())).toEqual(['Draft spade']);
    const inTools = await getWith(shop.app, '/api/admin/products', { category: tools.id, status: 'archived', sort: 'name' }, headers.admin);
    expect(names(inTools.json())).toEqual(['Archived spade', 'Soon archived spade']);
    const trpc = await trpcGet('adminProducts.list', { status: 'draft' }, headers.admin);
    expect(trpc.json().result.data).toEqual(drafts.json());
  });

  it('answers anonymous 401 and a customer 403', async () => {
    expect((await getWith(shop.app, '/api/admin/products', {})).statusCode).toBe(401);
    expect((await getWith(shop.app, '/api/admin/products', {}, headers.customer)).statusCode).toBe(403);
    expect((await trpcGet('adminProducts.list', {}, headers.customer)).statusCode).toBe(403);
  });
});

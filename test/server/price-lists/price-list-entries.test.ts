import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../../src/server/services';
import { priceListEntriesPageSchema } from '../../../src/shared/schemas/price-list';
import { adminAndCustomer, rest } from '../../helpers/admin-helpers';
import { createProduct } from '../../helpers/factories';
import { createPriceList, setEntry } from '../../helpers/price-lists';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();
let admin: ContextUser;
let customer: ContextUser;

beforeAll(async () => {
  ({ admin, customer } = await adminAndCustomer(shop.db));
});

const entriesOf = (priceListId: string) =>
  shop.db.selectFrom('priceListEntries').select(['productId', 'percentOffBp', 'priceCents', 'priceTiers']).where('priceListId', '=', priceListId).orderBy('productId').execute();

const put = (priceListId: string, entries: unknown[], as: ContextUser | null = admin) => rest(shop.app, shop.db, { method: 'PUT', url: `/api/price-lists/${priceListId}/entries`, body: { entries } }, as);
const page = async (priceListId: string, query = '') => {
  const response = await rest(shop.app, shop.db, { method: 'GET', url: `/api/price-lists/${priceListId}/entries${query}` }, admin);
  expect(response.statusCode, response.body).toBe(200);
  return priceListEntriesPageSchema.parse(response.json());
};

async function productWithSku(sku: string, name: string, price = 20) {
  const product = await createProduct(shop.db, { name, price });
  await shop.db.updateTable('products').set({ sku }).where('id', '=', product.id).execute();
  return { ...product, sku };
}

describe('PUT /api/price-lists/{id}/entries', () => {
  it('writes percentages and fixed tiers, replaces those products entries and leaves the others', async () => {
    const list = await createPriceList(shop.db, { name: 'Acme 2027' });
    const [spade, rake, hoe] = await Promise.all([productWithSku('PUT-SPADE', 'Put spade'), productWithSku('PUT-RAKE', 'Put rake'), productWithSku('PUT-HOE', 'Put hoe')]);
    const first = await put(list.id, [
      { productId: spade.id, percentOff: 12.5 },
      { productId: rake.id, tiers: [{ minQuantity: 1, price: 9.5 }, { minQuantity: 10, price: 8.75 }, { minQuantity: 50, price: 8 }] },
      { productId: hoe.id, percentOff: 5 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 3, updated: 0 });

    const second = await put(list.id, [{ productId: spade.id, tiers: [{ minQuantity: 1, price: 15 }] }, { productId: rake.id, percentOff: 7.25 }]);
    expect(second.json()).toEqual({ added: 0, updated: 2 });
    const stored = new Map((await entriesOf(list.id)).map((entry) => [entry.productId, entry]));
    expect(stored.get(spade.id)).toMatchObject({ percentOffBp: null, priceCents: 1500, priceTiers: [] });
    expect(stored.get(rake.id)).toMatchObject({ percentOffBp: 725, priceCents: null, priceTiers: [] });
    expect(stored.get(hoe.id)).toMatchObject({ percentOffBp: 500, priceCents: null });

    const read = await page(list.id);
    expect(read.priceList).toEqual({ id: list.id, name: 'Acme 2027' });
    expect(read.items.map((item) => item.sku)).toEqual(['PUT-HOE', 'PUT-RAKE', 'PUT-SPADE']);
    expect(read.items[2]).toEqual({ productId: spade.id, sku: 'PUT-SPADE', name: 'Put spade', listPrice: 20, percentOff: null, tiers: [{ minQuantity: 1, price: 15 }] });

    const audit = await shop.db.selectFrom('auditLog').select(['action', 'details']).where('target', '=', list.id).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'price_list.entries_set', details: { list: 'Acme 2027', added: 3, updated: 0 } },
      { action: 'price_list.entries_set', details: { list: 'Acme 2027', added: 0, updated: 2 } },
    ]);
  });

  it('names the entry and tier of bad tiers, and the entry of an unknown or deleted product, writing nothing', async () => {
    const list = await createPriceList(shop.db, { name: 'Checked list' });
    const good = await createProduct(shop.db);
    const deleted = await createProduct(shop.db, { deleted: true });
    const badTiers = await put(list.id, [
      { productId: good.id, percentOff: 10 },
      { productId: good.id, tiers: [{ minQuantity: 1, price: 10 }, { minQuantity: 10, price: 11 }] },
    ]);
    expect(badTiers.statusCode).toBe(400);
    expect(JSON.stringify(badTiers.json())).toContain('entries.1.tiers');
    const firstTier = await put(list.id, [{ productId: good.id, tiers: [{ minQuantity: 5, price: 10 }] }]);
    expect(firstTier.statusCode).toBe(400);
    expect(JSON.stringify(firstTier.json())).toContain('entries.0.tiers.0.minQuantity');

    const unknown = await put(list.id, [
      { productId: good.id, percentOff: 10 },
      { productId: deleted.id, percentOff: 10 },
      { productId: '00000000-0000-4000-8000-000000000000', percentOff: 10 },
    ]);
    expect(unknown.statusCode).toBe(400);
    const body = JSON.stringify(unknown.json());
    expect(body).toContain('entries.1.productId');
    expect(body).toContain('entries.2.productId');
    expect(body).not.toContain('entries.0.productId');
    expect(await entriesOf(list.id)).toEqual([]);
  });

  it('answers 404 for an unknown list and refuses a customer', async () => {
    const product = await createProduct(shop.db);
    const missing = await put('00000000-0000-4000-8000-000000000000', [{ productId: product.id, percentOff: 10 }]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such price list');
    const list = await createPriceList(shop.db, { name: 'Not for customers' });
    expect((await put(list.id, [{ productId: product.id, percentOff: 10 }], customer)).statusCode).toBe(403);
    expect((await put(list.id, [{ productId: product.id, percentOff: 10 }], null)).statusCode).toBe(401);
  });
});

describe('GET /api/price-lists/{id}/entries', () => {
  it('pages by SKU and finds a SKU by its start or a product by part of its name', async () => {
    const list = await createPriceList(shop.db, { name: 'Paged list' });
    const products = [];
    for (let i = 1; i <= 7; i++) products.push(await productWithSku(`PAGE-${i}`, i % 2 === 0 ? `Border fork ${i}` : `Pruning saw ${i}`));
    const other = await productWithSku('ZZ-OTHER', 'Border fork elsewhere');
    for (const product of products) await setEntry(shop.db, list.id, product.id, { kind: 'percent', basisPoints: 1000 });
    const elsewhere = await createPriceList(shop.db, { name: 'Elsewhere' });
    await setEntry(shop.db, elsewhere.id, other.id, { kind: 'percent', basisPoints: 1000 });

    const skus: string[] = [];
    let cursor: string | null = null;
    do {
      const read = await page(list.id, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(read.items.length).toBeLessThanOrEqual(3);
      skus.push(...read.items.map((item) => item.sku));
      cursor = read.nextCursor;
    } while (cursor);
    expect(skus).toEqual(['PAGE-1', 'PAGE-2', 'PAGE-3', 'PAGE-4', 'PAGE-5', 'PAGE-6', 'PAGE-7']);

    expect((await page(list.id, '?q=page-3')).items.map((item) => item.sku)).toEqual(['PAGE-3']);
    expect((await page(list.id, '?q=border%20FORK')).items.map((item) => item.sku)).toEqual(['PAGE-2', 'PAGE-4', 'PAGE-6']);
    expect((await page(list.id, '?q=%25')).items).toEqual([]);
    expect((await page(list.id, '?q=nothing-like-it')).items).toEqual([]);
    const missing = await rest(shop.app, shop.db, { method: 'GET', url: '/api/price-lists/00000000-0000-4000-8000-000000000000/entries' }, admin);
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/price-lists/{id}/entries/{productId}', () => {
  it('removes the entry, answers deletedCount 0 when it was already gone, and 404 for an unknown list', async () => {
    const list = await createPriceList(shop.db, { name: 'Deleting list' });
    const product = await createProduct(shop.db);
    await setEntry(shop.db, list.id, product.id, { kind: 'percent', basisPoints: 800 });
    const remove = () => rest(shop.app, shop.db, { method: 'DELETE', url: `/api/price-lists/${list.id}/entries/${product.id}` }, admin);
    expect((await remove()).json()).toEqual({ deletedCount: 1 });
    expect((await remove()).json()).toEqual({ deletedCount: 0 });
    expect(await entriesOf(list.id)).toEqual([]);
    const audit = await shop.db.selectFrom('auditLog').select('action').where('target', '=', list.id).execute();
    expect(audit).toEqual([{ action: 'price_list.entry_removed' }]);
    const missing = await rest(shop.app, shop.db, { method: 'DELETE', url: `/api/price-lists/00000000-0000-4000-8000-000000000000/entries/${product.id}` }, admin);
    expect(missing.statusCode).toBe(404);
  });
});

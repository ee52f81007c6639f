import { describe, expect, it, beforeAll } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { addProduct, namesFound } from './catalogue-fixtures';

const shop = useTestApp();

beforeAll(async () => {
  await addProduct(shop.db, { name: 'Border spade', description: 'Narrow blade for tight beds', sku: 'SP-100' });
  await addProduct(shop.db, { name: 'Digging fork', description: 'Four tines; pairs well with a spade' });
  await addProduct(shop.db, { name: 'Leaf rake', description: 'Wide head for lawns', sku: 'RK-7' });
  await addProduct(shop.db, { name: 'Hand trowel', description: 'Stainless steel', sku: 'SP-1001' });
  await addProduct(shop.db, { name: 'Watering can', description: 'Ten litres' });
});

describe('catalogue search relevance', () => {
  it('finds by the start of a word', async () => {
    expect(await namesFound(shop.app, { q: 'spad' })).toEqual(['Border spade', 'Digging fork']);
    expect(await namesFound(shop.app, { q: 'wat' })).toEqual(['Watering can']);
  });

  it('finds by the start of a word a product was given since, by adding or renaming it', async () => {
    await addProduct(shop.db, { name: 'Olive basket', description: 'Woven' });
    const renamed = await addProduct(shop.db, { name: 'Plain bucket', description: 'Zinc' });
    await shop.db.updateTable('products').set({ name: 'Olivewood bucket' }).where('id', '=', renamed.id).execute();
    expect(await namesFound(shop.app, { q: 'olive' })).toEqual(['Olivewood bucket', 'Olive basket']);
    expect(await namesFound(shop.app, { q: 'olivew' })).toEqual(['Olivewood bucket']);
  });

  it('finds through a typo: a swap, a missing and a wrong letter', async () => {
    expect(await namesFound(shop.app, { q: 'sapde' })).toEqual(['Border spade', 'Digging fork']);
    expect(await namesFound(shop.app, { q: 'trowl' })).toEqual(['Hand trowel']);
    expect(await namesFound(shop.app, { q: 'rakw' })).toEqual(['Leaf rake']);
  });

  it('ranks a name match above a description match', async () => {
    expect(await namesFound(shop.app, { q: 'spade' })).toEqual(['Border spade', 'Digging fork']);
  });

  it('finds by SKU, the exact SKU first, then the SKUs it starts', async () => {
    expect(await namesFound(shop.app, { q: 'sp-100' })).toEqual(['Border spade', 'Hand trowel']);
    expect(await namesFound(shop.app, { q: 'SP-1001' })).toEqual(['Hand trowel']);
    expect(await namesFound(shop.app, { q: 'rk-7' })).toEqual(['Leaf rake']);
  });

  it('needs every word, ignoring words like "the"', async () => {
    expect(await namesFound(shop.app, { q: 'the leaf rake' })).toEqual(['Leaf rake']);
    expect(await namesFound(shop.app, { q: 'leaf spade' })).toEqual([]);
  });

  it('answers an empty page when nothing matches, or the search has no word', async () => {
    for (const q of ['chainsaw', 'zzzzqqq', '!!!', 'the']) {
      const response = await shop.app.inject(`/api/catalogue?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json(), q).toEqual({ items: [], nextCursor: null });
    }
  });
});

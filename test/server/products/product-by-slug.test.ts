import { describe, expect, it } from 'vitest';
import { priceTiersJson } from '../../../src/server/features/2-catalogue/products/price-tiers-json';
import { createProduct } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

const shop = useTestApp();

describe('GET /api/products/by-slug/{slug}', () => {
  it('answers the live product with its slug, pack size, volume prices and stock state, on REST and tRPC alike', async () => {
    const gloves = await createProduct(shop.db, { name: 'Nitrile Gloves', price: 12.9, quantity: 600, minimumOrder: 24 });
    await shop.db.updateTable('products').set({ packSize: 12, priceTiers: priceTiersJson([{ minQuantity: 48, priceCents: 1150 }]) }).where('id', '=', gloves.id).execute();
    const rest = await shop.app.inject('/api/products/by-slug/nitrile-gloves');
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      _id: gloves.id,
      slug: 'nitrile-gloves',
      name: 'Nitrile Gloves',
      packSize: 12,
      minimumOrder: 24,
      price: 12.9,
      priceTiers: [{ minQuantity: 48, price: 11.5 }],
      stockState: 'in_stock',
    });
    const trpc = await shop.app.inject(`/trpc/products.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'nitrile-gloves' }))}`);
    expect(trpc.json().result.data).toEqual(rest.json());
  });

  it('says low and out of stock', async () => {
    const low = await createProduct(shop.db, { name: 'Few Rakes', quantity: 20, minimumOrder: 5 });
    const out = await createProduct(shop.db, { name: 'No Rakes', quantity: 4, minimumOrder: 5 });
    expect((await shop.app.inject(`/api/products/by-slug/${low.slug}`)).json().stockState).toBe('low');
    expect((await shop.app.inject(`/api/products/by-slug/${out.slug}`)).json().stockState).toBe('out');
  });

  it('finds a renamed product by its old slug, its answer naming the current one', async () => {
    const hoe = await createProduct(shop.db, { name: 'Draw Hoe' });
    await shop.db.updateTable('products').set({ name: 'Forged Draw Hoe' }).where('id', '=', hoe.id).execute();
    const answer = await shop.app.inject('/api/products/by-slug/draw-hoe');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ _id: hoe.id, slug: 'forged-draw-hoe' });
  });

  it('answers 404 for an unknown slug or a product that is not live, and 400 naming the field for a malformed one', async () => {
    const draft = await createProduct(shop.db, { name: 'Draft Fork' });
    const archived = await createProduct(shop.db, { name: 'Archived Fork' });
    const deleted = await createProduct(shop.db, { name: 'Deleted Fork', deleted: true });
    await shop.db.updateTable('products').set({ status: 'draft' }).where('id', '=', draft.id).execute();
    await shop.db.updateTable('products').set({ status: 'archived' }).where('id', '=', archived.id).execute();
    for (const slug of [draft.slug, archived.slug, deleted.slug, 'no-such-fork']) {
      const answer = await shop.app.inject(`/api/products/by-slug/${slug}`);
      expect(answer.statusCode, slug).toBe(404);
      expect(answer.json().message).toBe('No such product');
    }
    // Renamed, then drafted: the old slug does not find it either.
    await shop.db.updateTable('products').set({ name: 'Draft Fork Two' }).where('id', '=', draft.id).execute();
    expect((await shop.app.inject(`/api/products/by-slug/${draft.slug}`)).statusCode).toBe(404);

    for (const slug of ['Nitrile%20Gloves', 'UPPER', 'a--b', 'x'.repeat(200), "'%20or%201=1"]) {
      const answer = await shop.app.inject(`/api/products/by-slug/${slug}`);
      expect(answer.statusCode, slug).toBe(400);
      expect(Object.keys(answer.json().data.fieldErrors), slug).toEqual(['slug']);
    }
  });
});

import { useTestApp } from '../../helpers/test-app';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../helpers/factories';

const shop = useTestApp();

describe('GET /api/product/{id}', () => {
  it('answers one live product in the spec shape, on REST and tRPC alike', async () => {
    const loppers = await createProduct(shop.db, { name: 'Ratchet loppers', price: 45.99, quantity: 30, minimumOrder: 3 });
    const rest = await shop.app.inject(`/api/product/${loppers.id}`);
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({
      _id: loppers.id,
      sku: loppers.sku,
      slug: 'ratchet-loppers',
      name: 'Ratchet loppers',
      image: '/images/products/spade.jpg',
      images: ['/images/products/spade.jpg'],
      description: loppers.description,
      categoryId: null,
      status: 'active',
      minimumOrder: 3,
      packSize: 1,
      maximumOrder: null,
      priceTiers: [],
      priceList: null,
      listPrice: null,
      quantity: 30,
      price: 45.99,
      date: loppers.createdAt.toISOString(),
    });
    const trpc = await shop.app.inject(`/trpc/products.byId?input=${encodeURIComponent(JSON.stringify({ id: loppers.id }))}`);
    expect(trpc.json().result.data).toEqual(rest.json());
  });

  it('answers 400 with a readable message for a malformed id, never a 500', async () => {
    for (const id of ['not-a-uuid', '123', "1'%20or%20'1'='1", '00000000-0000-0000-0000-00000000000g', 'a'.repeat(500)]) {
      const response = await shop.app.inject(`/api/product/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().data.fieldErrors, id).toEqual({ id: ['Enter a valid id'] });
    }
    // Broken percent-encoding never reaches the procedure, and is still a 400.
    expect((await shop.app.inject('/api/product/%E0%A4%A')).statusCode).toBe(400);
    const trpc = await shop.app.inject(`/trpc/products.byId?input=${encodeURIComponent(JSON.stringify({ id: 'not-a-uuid' }))}`);
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe('Enter a valid id');
  });

  it('answers 404 for an unknown id', async () => {
    const response = await shop.app.inject('/api/product/4f0c3b1a-2d5e-4c6f-9a7b-8c9d0e1f2a3b');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such product');
  });

  it('answers 404 for a soft-deleted product', async () => {
    const retired = await createProduct(shop.db, { deleted: true });
    const response = await shop.app.inject(`/api/product/${retired.id}`);
    expect(response.statusCode).toBe(404);
  });
});

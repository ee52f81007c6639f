import { useTestApp } from '../../helpers/test-app';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../helpers/factories';

const shop = useTestApp();

describe('listing products', () => {
  it('answers the same live products on REST and tRPC, in the spec shape, prices in dollars', async () => {
    const rake = await createProduct(shop.db, { name: 'Leaf rake', price: 19.99, quantity: 120, minimumOrder: 10 });
    await createProduct(shop.db, { name: 'Retired hoe', deleted: true });

    const rest = await shop.app.inject('/api/products');
    expect(rest.statusCode).toBe(200);
    const trpc = await shop.app.inject('/trpc/products.list');
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual(rest.json());

    expect(rest.json()).toEqual([
      {
        _id: rake.id,
        sku: rake.sku,
        slug: 'leaf-rake',
        name: 'Leaf rake',
        image: '/images/products/spade.jpg',
        images: ['/images/products/spade.jpg'],
        description: rake.description,
        categoryId: null,
        status: 'active',
        minimumOrder: 10,
        packSize: 1,
        maximumOrder: null,
        priceTiers: [],
        priceList: null,
        listPrice: null,
        quantity: 120,
        price: 19.99,
        date: rake.createdAt.toISOString(),
      },
    ]);
  });
});

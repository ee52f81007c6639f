import { useTestApp } from '../../helpers/test-app';
import { describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser } from '../../helpers/factories';

const shop = useTestApp();


async function stat() {
  const response = await shop.app.inject('/api/stat');
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/stat', () => {
  it('answers zeros for an empty shop', async () => {
    expect(await stat()).toEqual({ customers: 0, products: 0, sell: 0, reviews: 0 });
  });

  it('counts customers (not admins), live products, paid sales in exact dollars and reviews', async () => {
    const db = shop.db;
    const ana = await createUser(db, { name: 'Ana' });
    const ben = await createUser(db, { name: 'Ben' });
    await createUser(db, { name: 'Boss', role: 'admin' });
    const spade = await createProduct(db, { name: 'Spade' });
    await createProduct(db, { name: 'Fork' });
    await createProduct(db, { name: 'Retired hoe', deleted: true });
    // 0.10 + 0.20 would be 0.30000000000000004 in floating point; cents keep it exact.
    await createOrder(db, ana, spade, { totalCents: 10, paidAt: new Date() });
    await createOrder(db, ben, spade, { totalCents: 20, paidAt: new Date() });
    await createOrder(db, ben, spade, { totalCents: 123_456_789, paidAt: new Date() });
    await createOrder(db, ana, spade, { totalCents: 99_999 });
    await db.insertInto('reviews').values({ userId: ana.id, rating: 5, review: 'Sharp' }).execute();

    expect(await stat()).toEqual({ customers: 2, products: 2, sell: 1_234_568.19, reviews: 1 });
    const trpc = await shop.app.inject('/trpc/stat.get');
    expect(trpc.json().result.data).toEqual(await stat());
  });
});

import { useTestApp } from '../../helpers/test-app';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/services';
import { createProduct, createUser } from '../../helpers/factories';

const shop = useTestApp();

/** An order as the ordering flow leaves it; paid ones carry a transaction id (a CHECK demands it). */
async function insertOrder(db: DB, buyer: ContextUser, product: { id: string; name: string }, totalCents: number, paid: boolean) {
  await db
    .insertInto('orders')
    .values({
      userId: buyer.id,
      productId: product.id,
      productName: product.name,
      unitPriceCents: totalCents,
      orderQuantity: 1,
      totalCents,
      customerName: buyer.name,
      email: buyer.email,
      phone: '+880 1700 000000',
      address: 'Road 1, Dhaka',
      isPaid: paid,
      status: paid ? 'processing' : 'pending',
      transactionId: paid ? `pi_test_${totalCents}` : null,
    })
    .execute();
}

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
    await insertOrder(db, ana, spade, 10, true);
    await insertOrder(db, ben, spade, 20, true);
    await insertOrder(db, ben, spade, 123_456_789, true);
    await insertOrder(db, ana, spade, 99_999, false);
    await db.insertInto('reviews').values({ userId: ana.id, rating: 5, review: 'Sharp' }).execute();

    expect(await stat()).toEqual({ customers: 2, products: 2, sell: 1_234_568.19, reviews: 1 });
    const trpc = await shop.app.inject('/trpc/stat.get');
    expect(trpc.json().result.data).toEqual(await stat());
  });
});

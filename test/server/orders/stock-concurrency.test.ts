import { describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../helpers/factories';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { callerFor } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { orderCount, orderPayload, placeOrder, stockOf } from './order-helpers';

const database = useTestDatabase();

describe('stock under concurrent requests', () => {
  it('sells 50 parallel orders of 3 units from a stock of 100 exactly 33 times, never below 0', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createUser(database.db)));
    // A minimum order of 3: once 1 unit is left nothing can be ordered, so late readers get the
    // same 409 as buyers who lost the race inside their transaction (docs/decisions/030).
    const spade = await createProduct(database.db, { quantity: 100, minimumOrder: 3 });

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => callerFor(database.db, buyers[i % buyers.length]!).orders.create(orderPayload(spade.id, 3) as never)),
    );

    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const { reason } of refused) expect(reason).toMatchObject({ code: 'CONFLICT' });
    expect(await stockOf(database.db, spade.id)).toBe(1);
    expect(await orderCount(database.db, spade.id)).toBe(33);
    const sold = await database.db
      .selectFrom('orderLines')
      .select((eb) => eb.fn.sum<string>('quantity').as('units'))
      .where('productId', '=', spade.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(99);
  });

  it('never oversells when buyers of different quantities race for the last units', async () => {
    const buyer = await createUser(database.db);
    const rake = await createProduct(database.db, { quantity: 40, minimumOrder: 1 });

    const quantities = Array.from({ length: 30 }, (_, i) => (i % 7) + 1);
    const results = await Promise.allSettled(quantities.map((q) => callerFor(database.db, buyer).orders.create(orderPayload(rake.id, q) as never)));

    const soldUnits = quantities.reduce((sum, q, i) => sum + (results[i]!.status === 'fulfilled' ? q : 0), 0);
    expect(soldUnits).toBeLessThanOrEqual(40);
    expect(await stockOf(database.db, rake.id)).toBe(40 - soldUnits);
    for (const r of results) if (r.status === 'rejected') expect(['CONFLICT', 'BAD_REQUEST']).toContain(r.reason.code);
  });

  it('returns the units exactly once when two cancels of one order race', async () => {
    const buyer = await createUser(database.db);
    const hoe = await createProduct(database.db, { quantity: 50, minimumOrder: 1 });
    const orderId = await placeOrder(database.db, buyer, hoe.id, 10);

    // Hold the order row so both cancels are inside their delete, waiting, at the same moment.
    const holder = await holdTransaction(database.db, (trx) => trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute());
    // Settled from the start: one may be refused while the release is still awaited.
    const settling = Promise.allSettled([callerFor(database.db, buyer).orders.cancel({ orderId }), callerFor(database.db, buyer).orders.cancel({ orderId })]);
    await waitForLockWaiters(database.db, 2);
    await holder.release();
    const results = await settling;

    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([{ deletedCount: 1 }]);
    expect(results.filter((r) => r.status === 'rejected').map((r) => r.reason.code)).toEqual(['NOT_FOUND']);
    expect(await stockOf(database.db, hoe.id)).toBe(50);
  });

  it('keeps the stock right over many racing cancels', async () => {
    const buyer = await createUser(database.db);
    const saw = await createProduct(database.db, { quantity: 100, minimumOrder: 1 });
    const orderIds = await Promise.all(Array.from({ length: 10 }, () => placeOrder(database.db, buyer, saw.id, 4)));
    expect(await stockOf(database.db, saw.id)).toBe(60);

    const results = await Promise.allSettled(orderIds.flatMap((orderId) => [0, 1, 2].map(() => callerFor(database.db, buyer).orders.cancel({ orderId }))));

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await stockOf(database.db, saw.id)).toBe(100);
  });
});

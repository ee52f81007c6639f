import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { markPaid, orderCount, placeOrder, stockOf } from './order-helpers';

const shop = useTestApp();

function cancel(orderId: string, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'DELETE', url: `/api/cancel-order/${orderId}`, headers });
}

describe('cancelling an order (DELETE /api/cancel-order/{orderId})', () => {
  it('cancels an own unpaid order: units back to stock, the row kept with its time and reason, hidden from the list', async () => {
    const buyer = await createUser(shop.db);
    const spade = await createProduct(shop.db, { quantity: 100, minimumOrder: 5 });
    const orderId = await placeOrder(shop.db, buyer, spade.id, 12);
    expect(await stockOf(shop.db, spade.id)).toBe(88);

    const response = await cancel(orderId, await bearerHeaders(shop.db, buyer));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(shop.db, spade.id)).toBe(100);
    expect(await orderCount(shop.db, spade.id)).toBe(1);
    const kept = await shop.db.selectFrom('orders').select(['status', 'cancelledAt', 'cancelReason']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'cancelled', cancelReason: 'Cancelled by the customer' });
    expect(kept.cancelledAt).toBeInstanceOf(Date);
    expect(await callerFor(shop.db, buyer).orders.mine({})).toEqual({ orders: [], nextCursor: null });
  });

  it("answers 404 for someone else's order (admins included) and leaves it alone", async () => {
    const owner = await createUser(shop.db);
    const rake = await createProduct(shop.db, { quantity: 50, minimumOrder: 1 });
    const orderId = await placeOrder(shop.db, owner, rake.id, 10);

    for (const stranger of [await createUser(shop.db), await createUser(shop.db, { role: 'admin' })]) {
      const response = await cancel(orderId, await bearerHeaders(shop.db, stranger));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No such order');
    }
    expect(await orderCount(shop.db, rake.id)).toBe(1);
    expect(await stockOf(shop.db, rake.id)).toBe(40);
  });

  it('refuses a paid order with 409', async () => {
    const buyer = await createUser(shop.db);
    const hoe = await createProduct(shop.db, { quantity: 30, minimumOrder: 1 });
    const orderId = await placeOrder(shop.db, buyer, hoe.id, 10);
    await markPaid(shop.db, orderId);

    const response = await cancel(orderId, await bearerHeaders(shop.db, buyer));

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A paid order cannot be cancelled');
    expect(await orderCount(shop.db, hoe.id)).toBe(1);
    expect(await stockOf(shop.db, hoe.id)).toBe(20);
  });

  it('returns the units only once when the same order is cancelled twice', async () => {
    const buyer = await createUser(shop.db);
    const saw = await createProduct(shop.db, { quantity: 20, minimumOrder: 1 });
    const orderId = await placeOrder(shop.db, buyer, saw.id, 5);

    expect(await callerFor(shop.db, buyer).orders.cancel({ orderId })).toEqual({ deletedCount: 1 });
    await expect(callerFor(shop.db, buyer).orders.cancel({ orderId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await stockOf(shop.db, saw.id)).toBe(20);
  });

  it('puts the units back even when the product was deleted meanwhile', async () => {
    const buyer = await createUser(shop.db);
    const pruner = await createProduct(shop.db, { quantity: 20, minimumOrder: 1 });
    const orderId = await placeOrder(shop.db, buyer, pruner.id, 5);
    await shop.db.updateTable('products').set({ deletedAt: new Date() }).where('id', '=', pruner.id).execute();

    expect(await callerFor(shop.db, buyer).orders.cancel({ orderId })).toEqual({ deletedCount: 1 });
    expect(await stockOf(shop.db, pruner.id)).toBe(20);
  });

  it('answers 404 for an unknown order, 400 for a malformed id, 401 without a session', async () => {
    const headers = await bearerHeaders(shop.db, await createUser(shop.db));
    expect((await cancel('00000000-0000-4000-8000-000000000000', headers)).statusCode).toBe(404);
    expect((await cancel('not-an-id', headers)).statusCode).toBe(400);
    expect((await cancel('00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { shopPorts } from '../../../src/server/feature-ports';
import { expireUnpaidOrders } from '../../../src/server/features/4-orders/orders/closing/expire-orders';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor, testConfig, useTestApp } from '../../helpers/test-app';
import { markPaid, placedAgo, placeOrder } from './order-helpers';

const config = testConfig({ ORDER_HOLD_HOURS: '2' });
const shop = useTestApp({ config });
const HOUR = 3_600_000;

const numberOf = async (orderId: string) =>
  (await shop.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow()).number;

describe("the customer's closed orders (GET /api/my-orders/closed)", () => {
  it('lists their own cancelled and expired orders, latest closed first, with when and why; open ones stay in My Orders', async () => {
    const buyer = await createUser(shop.db, { email: 'ivy@example.com', verified: true });
    const other = await createUser(shop.db);
    const admin = await createUser(shop.db, { role: 'admin' });
    const rake = await createProduct(shop.db, { name: 'Rake', minimumOrder: 1, quantity: 100 });

    const expired = await placeOrder(shop.db, buyer, rake.id, 1, config);
    const byCustomer = await placeOrder(shop.db, buyer, rake.id, 2, config);
    const byShop = await placeOrder(shop.db, buyer, rake.id, 3, config);
    const open = await placeOrder(shop.db, buyer, rake.id, 4, config);
    const othersCancelled = await placeOrder(shop.db, other, rake.id, 1, config);

    await placedAgo(shop.db, expired, 3 * HOUR);
    await expireUnpaidOrders({ db: shop.db, ports: shopPorts, config }, new Date(Date.now() + 60_000));
    await callerFor(shop.db, buyer, config).orders.cancel({ orderId: byCustomer });
    await callerFor(shop.db, admin, config).adminOrders.cancel({ orderId: byShop, reason: 'Suspected stock hoarding' });
    await callerFor(shop.db, other, config).orders.cancel({ orderId: othersCancelled });

    const response = await shop.app.inject({ url: '/api/my-orders/closed', headers: await bearerHeaders(shop.db, buyer) });
    expect(response.statusCode).toBe(200);
    const closed = response.json() as Array<Record<string, unknown>>;
    expect(closed.map((order) => [order._id, order.number, order.status, order.closeReason])).toEqual([
      [byShop, await numberOf(byShop), 'cancelled', 'Suspected stock hoarding'],
      [byCustomer, await numberOf(byCustomer), 'cancelled', 'Cancelled by the customer'],
      [expired, await numberOf(expired), 'expired', 'Not paid within 2 hours'],
    ]);
    for (const order of closed) {
      expect(Date.parse(order.closedAt as string)).toBeGreaterThan(Date.now() - 60_000);
      expect(order.expiresAt).toBeNull();
    }

    // The spec's list keeps hiding them: cancelling "deletes" an order there.
    const mine = await callerFor(shop.db, buyer, config).orders.mine({});
    expect(mine.orders.map((order) => order._id)).toEqual([open]);
  });

  it('wants a session, and answers an empty list to a customer who never closed an order', async () => {
    expect((await shop.app.inject({ url: '/api/my-orders/closed' })).statusCode).toBe(401);
    const newcomer = await createUser(shop.db);
    expect(await callerFor(shop.db, newcomer, config).orders.closedMine()).toEqual([]);
  });
});

describe("a shipped order's tracking on the customer's reads", () => {
  it('shows the carrier, tracking number and ship date to its owner (list and detail); unshipped orders have none', async () => {
    const buyer = await createUser(shop.db, { email: 'fern@example.com', verified: true });
    const admin = await createUser(shop.db, { role: 'admin' });
    const hoe = await createProduct(shop.db, { name: 'Hoe', minimumOrder: 1 });
    const shipped = await placeOrder(shop.db, buyer, hoe.id, 1, config);
    const waiting = await placeOrder(shop.db, buyer, hoe.id, 1, config);
    await markPaid(shop.db, shipped);
    await callerFor(shop.db, admin, config).adminOrders.ship({ orderId: shipped, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });

    const response = await shop.app.inject({ url: '/api/order/fern%40example.com', headers: await bearerHeaders(shop.db, buyer) });
    const orders = response.json() as Array<Record<string, unknown>>;
    const tracked = orders.find((order) => order._id === shipped)!;
    expect(tracked).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', number: await numberOf(shipped) });
    expect(Date.parse(tracked.shippedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(orders.find((order) => order._id === waiting)).toMatchObject({ shippedAt: null, carrier: null, trackingNumber: null });

    const detail = await callerFor(shop.db, buyer, config).orders.details({ id: shipped });
    expect(detail).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  });

  it("never shows another customer's shipment: their order is not found", async () => {
    const owner = await createUser(shop.db, { verified: true });
    const snoop = await createUser(shop.db);
    const admin = await createUser(shop.db, { role: 'admin' });
    const saw = await createProduct(shop.db, { minimumOrder: 1 });
    const orderId = await placeOrder(shop.db, owner, saw.id, 1, config);
    await markPaid(shop.db, orderId);
    await callerFor(shop.db, admin, config).adminOrders.ship({ orderId, carrier: 'DHL', trackingNumber: 'JD014600006281230704' });

    const response = await shop.app.inject({ url: `/api/order-details/${orderId}`, headers: await bearerHeaders(shop.db, snoop) });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('JD014600006281230704');
    expect((await callerFor(shop.db, snoop, config).orders.mine({})).orders).toEqual([]);
  });
});

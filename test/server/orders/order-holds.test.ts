import { describe, expect, it } from 'vitest';
import { shopPorts } from '../../../src/server/feature-ports';
import { expireUnpaidOrders } from '../../../src/server/features/4-orders/orders/closing/expire-orders';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor, testConfig, useTestApp } from '../../helpers/test-app';
import { markPaid, orderPayload, placeOrder, stockOf } from './order-helpers';

// Holds per verification state (docs/decisions/043): 6 hours for a proven e-mail, 30 minutes (the default) otherwise.
const config = testConfig({ ORDER_HOLD_HOURS: '6' });
const shop = useTestApp({ config });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function get(url: string, as: Parameters<typeof bearerHeaders>[1]) {
  const response = await shop.app.inject({ method: 'GET', url, headers: await bearerHeaders(shop.db, as) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The order as its owner reads it over REST. */
async function orderAsSeen(orderId: string, owner: Parameters<typeof bearerHeaders>[1]) {
  return (await get(`/api/order-details/${orderId}`, owner)) as { status: string; expiresAt: string | null };
}

const expiresIn = (expiresAt: string | null, placedAt: number) => Date.parse(expiresAt!) - placedAt;

describe('how long an unpaid order is held, by the buyer’s verification state', () => {
  it('holds a verified buyer’s order ORDER_HOLD_HOURS and an unverified buyer’s UNVERIFIED_ORDER_HOLD_MINUTES, and says so', async () => {
    const verified = await createUser(shop.db, { verified: true });
    const fresh = await createUser(shop.db);
    const rake = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });

    const before = Date.now();
    const verifiedOrder = await placeOrder(shop.db, verified, rake.id, 5, config);
    const freshOrder = await placeOrder(shop.db, fresh, rake.id, 5, config);

    const slack = Date.now() - before + 1000;
    expect(expiresIn((await orderAsSeen(verifiedOrder, verified)).expiresAt, before)).toBeGreaterThanOrEqual(6 * HOUR - 1000);
    expect(expiresIn((await orderAsSeen(verifiedOrder, verified)).expiresAt, before)).toBeLessThanOrEqual(6 * HOUR + slack);
    expect(expiresIn((await orderAsSeen(freshOrder, fresh)).expiresAt, before)).toBeGreaterThanOrEqual(30 * MINUTE - 1000);
    expect(expiresIn((await orderAsSeen(freshOrder, fresh)).expiresAt, before)).toBeLessThanOrEqual(30 * MINUTE + slack);
  });

  it('the sweep releases the unverified buyer’s order after 30 minutes and leaves the verified one alone', async () => {
    const verified = await createUser(shop.db, { verified: true });
    const fresh = await createUser(shop.db);
    const hoe = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    const kept = await placeOrder(shop.db, verified, hoe.id, 40, config);
    const hoarded = await placeOrder(shop.db, fresh, hoe.id, 60, config);
    expect(await stockOf(shop.db, hoe.id)).toBe(0);

    await expireUnpaidOrders({ db: shop.db, ports: shopPorts, config }, new Date(Date.now() + 29 * MINUTE));
    expect((await orderAsSeen(hoarded, fresh)).status).toBe('pending');
    await expireUnpaidOrders({ db: shop.db, ports: shopPorts, config }, new Date(Date.now() + 31 * MINUTE));

    expect(await orderAsSeen(hoarded, fresh)).toMatchObject({ status: 'expired', expiresAt: null });
    expect(await orderAsSeen(kept, verified)).toMatchObject({ status: 'pending', expiresAt: expect.any(String) });
    expect(await stockOf(shop.db, hoe.id)).toBe(60);
    const row = await shop.db.selectFrom('orders').select('cancelReason').where('id', '=', hoarded).executeTakeFirstOrThrow();
    expect(row.cancelReason).toBe('Not paid within 30 minutes');
  });

  it('keeps the deadline an order was placed with when the setting changes later (the sweep reads the order)', async () => {
    const verified = await createUser(shop.db, { verified: true });
    const saw = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    const orderId = await placeOrder(shop.db, verified, saw.id, 5, config);

    const shorter = testConfig({ ORDER_HOLD_HOURS: '0.5', UNVERIFIED_ORDER_HOLD_MINUTES: '1' });
    await expireUnpaidOrders({ db: shop.db, ports: shopPorts, config: shorter }, new Date(Date.now() + 2 * HOUR));

    expect((await orderAsSeen(orderId, verified)).status).toBe('pending');
  });

  it('each order keeps the hold of its buyer’s state when it was placed: verifying later shortens nothing and lengthens nothing', async () => {
    const buyer = await createUser(shop.db);
    const spade = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    const early = await placeOrder(shop.db, buyer, spade.id, 5, config);
    await shop.db.updateTable('users').set({ emailVerifiedAt: new Date() }).where('id', '=', buyer.id).execute();
    const late = await placeOrder(shop.db, buyer, spade.id, 5, config);

    await expireUnpaidOrders({ db: shop.db, ports: shopPorts, config }, new Date(Date.now() + 31 * MINUTE));

    expect((await orderAsSeen(early, buyer)).status).toBe('expired');
    expect((await orderAsSeen(late, buyer)).status).toBe('pending');
  });

  it('under concurrency: fresh accounts take the whole stock in parallel, racing sweeps and cancels return every unit once', async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, () => createUser(shop.db)));
    const fork = await createProduct(shop.db, { quantity: 560, minimumOrder: 1 });

    const placed = await Promise.allSettled(accounts.map((account) => placeOrder(shop.db, account, fork.id, 70, config)));
    const orderIds = placed.map((result) => (result.status === 'fulfilled' ? result.value : null));
    expect(orderIds.every(Boolean)).toBe(true);
    expect(await stockOf(shop.db, fork.id)).toBe(0);

    const later = new Date(Date.now() + 31 * MINUTE);
    await Promise.all([
      expireUnpaidOrders({ db: shop.db, ports: shopPorts, config }, later),
      expireUnpaidOrders({ db: shop.db, ports: shopPorts, config }, later),
      ...accounts.slice(0, 4).map((account, i) => callerFor(shop.db, account, config).orders.cancel({ orderId: orderIds[i]! }).catch(() => null)),
    ]);

    expect(await stockOf(shop.db, fork.id)).toBe(560);
    const closings = await shop.db
      .selectFrom('orderEvents')
      .select('orderId')
      .where('orderId', 'in', orderIds as string[])
      .where('type', 'in', ['cancelled', 'expired'])
      .execute();
    expect(closings).toHaveLength(8);
    expect(new Set(closings.map((event) => event.orderId)).size).toBe(8);
  });
});

describe('UNVERIFIED_MAX_HELD_UNITS: the units an unverified account holds at once across its unpaid orders (default 100)', () => {
  const verify = 'Verify your e-mail address to hold more than 100 units at once in unpaid orders.';

  it('refuses a fresh account more than the default cap, in one order or over several, with 409 asking to verify; the stock stays', async () => {
    const fresh = await createUser(shop.db);
    const mower = await createProduct(shop.db, { quantity: 1_000, minimumOrder: 1 });
    const post = async (units: number) =>
      shop.app.inject({ method: 'POST', url: '/api/order', headers: { ...(await bearerHeaders(shop.db, fresh)), 'content-type': 'application/json' }, payload: JSON.stringify(orderPayload(mower.id, units)) });

    const whole = await post(1_000);
    expect([whole.statusCode, whole.json().message]).toEqual([409, verify]);
    expect((await post(60)).statusCode).toBe(200);
    const more = await post(41);
    expect([more.statusCode, more.json().message]).toEqual([409, `${verify} Your unpaid orders already hold 60.`]);
    expect(await stockOf(shop.db, mower.id)).toBe(940);
    expect((await post(40)).statusCode).toBe(200);
  });

  it('counts only unpaid open orders: a paid or cancelled order frees its units; a verified buyer has no cap', async () => {
    const fresh = await createUser(shop.db);
    const verified = await createUser(shop.db, { verified: true });
    const hoe = await createProduct(shop.db, { quantity: 1_000, minimumOrder: 1 });
    const paid = await placeOrder(shop.db, fresh, hoe.id, 100, config);
    await markPaid(shop.db, paid);
    const cancelled = await placeOrder(shop.db, fresh, hoe.id, 100, config);
    await callerFor(shop.db, fresh, config).orders.cancel({ orderId: cancelled });
    await expect(placeOrder(shop.db, fresh, hoe.id, 100, config)).resolves.toEqual(expect.any(String));

    await expect(placeOrder(shop.db, verified, hoe.id, 600, config)).resolves.toEqual(expect.any(String));
  });

  it('counts a checkout of many lines by its units, and reads a lower cap from the setting', async () => {
    const fresh = await createUser(shop.db);
    const capped = testConfig({ UNVERIFIED_MAX_HELD_UNITS: '50' });
    const [rake, spade] = [await createProduct(shop.db, { quantity: 100, minimumOrder: 1 }), await createProduct(shop.db, { quantity: 100, minimumOrder: 1 })];
    const caller = callerFor(shop.db, fresh, capped);
    await caller.cart.setLine({ productId: rake.id, quantity: 30 });
    await caller.cart.setLine({ productId: spade.id, quantity: 21 });

    await expect(caller.cart.checkout({ phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Verify your e-mail address to hold more than 50 units at once in unpaid orders.',
    });
    expect((await caller.cart.get()).lines).toHaveLength(2);
  });

  it('under concurrency: two tabs checking out at once cannot both pass the cap (the database decides)', async () => {
    // Each tab's order fits the cap alone; together they would hold 120. Repeated, so the race is met more than once.
    for (let round = 0; round < 5; round++) {
      const fresh = await createUser(shop.db);
      const fork = await createProduct(shop.db, { quantity: 1_000, minimumOrder: 1 });
      const tabs = await Promise.allSettled([placeOrder(shop.db, fresh, fork.id, 60, config), placeOrder(shop.db, fresh, fork.id, 60, config)]);

      expect(tabs.map((tab) => tab.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = tabs.find((tab) => tab.status === 'rejected')!;
      expect(refused.reason).toMatchObject({ code: 'CONFLICT', message: `${verify} Your unpaid orders already hold 60.` });
      expect(await stockOf(shop.db, fork.id)).toBe(940);
    }
  });

  it('refuses the setting it replaced, naming the new one', () => {
    expect(() => testConfig({ UNVERIFIED_MAX_ORDER_UNITS: '50' })).toThrow(/UNVERIFIED_MAX_ORDER_UNITS: was replaced by UNVERIFIED_MAX_HELD_UNITS/);
  });
});

describe('expiresAt on every order read, REST and tRPC', () => {
  it('carries the deadline while the order is unpaid and null once it is paid or closed', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const admin = await createUser(shop.db, { role: 'admin' });
    const shears = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    const unpaid = await placeOrder(shop.db, buyer, shears.id, 3, config);
    const paid = await placeOrder(shop.db, buyer, shears.id, 4, config);
    await markPaid(shop.db, paid);
    const cancelled = await placeOrder(shop.db, buyer, shears.id, 5, config);
    await callerFor(shop.db, buyer, config).orders.cancel({ orderId: cancelled });

    const deadline = (await shop.db.selectFrom('orders').select('expiresAt').where('id', '=', unpaid).executeTakeFirstOrThrow()).expiresAt.toISOString();
    const expected = { [unpaid]: deadline, [paid]: null };
    const pick = (orders: Array<{ _id: string; expiresAt: string | null }>) =>
      Object.fromEntries(orders.filter((order) => order._id in expected).map((order) => [order._id, order.expiresAt]));

    const asBuyer = callerFor(shop.db, buyer, config);
    const asAdmin = callerFor(shop.db, admin, config);
    const email = encodeURIComponent(buyer.email);
    const lists = {
      'GET /api/order/{email}': await get(`/api/order/${email}`, buyer),
      'GET /api/orders': await get('/api/orders', admin),
      'GET /api/admin/orders': (await get('/api/admin/orders', admin)).orders,
      'orders.mine': (await asBuyer.orders.mine({})).orders,
      'orders.ofEmail': await asBuyer.orders.ofEmail({ email: buyer.email }),
      'adminOrders.all': await asAdmin.adminOrders.all({}),
      'adminOrders.page': (await asAdmin.adminOrders.page({})).orders,
    };
    for (const [read, orders] of Object.entries(lists)) expect(pick(orders), read).toEqual(expected);

    for (const [orderId, expiresAt] of [...Object.entries(expected), [cancelled, null] as const]) {
      expect((await get(`/api/order-details/${orderId}`, buyer)).expiresAt, 'GET /api/order-details/{id}').toBe(expiresAt);
      expect((await asBuyer.orders.details({ id: orderId })).expiresAt, 'orders.details').toBe(expiresAt);
      expect((await get(`/api/admin/orders/${orderId}`, admin)).order.expiresAt, 'GET /api/admin/orders/{orderId}').toBe(expiresAt);
      expect((await asAdmin.adminOrders.detail({ orderId })).order.expiresAt, 'adminOrders.detail').toBe(expiresAt);
    }
  });
});

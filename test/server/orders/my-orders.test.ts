import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { markPaid, placeOrder } from './order-helpers';

const shop = useTestApp();

async function backdate(orderId: string, createdAt: string) {
  await shop.db.updateTable('orders').set({ createdAt }).where('id', '=', orderId).execute();
}

describe('my orders (GET /api/order/{email})', () => {
  it("lists only the user's own orders, newest first, in the spec's shape", async () => {
    const buyer = await createUser(shop.db, { name: 'Karim', email: 'karim@example.com' });
    const other = await createUser(shop.db);
    const spade = await createProduct(shop.db, { name: 'Spade', price: 12.5, minimumOrder: 1 });
    const rake = await createProduct(shop.db, { name: 'Rake', price: 19.99, minimumOrder: 1 });

    const older = await placeOrder(shop.db, buyer, spade.id, 2);
    const newer = await placeOrder(shop.db, buyer, rake.id, 3);
    await placeOrder(shop.db, other, rake.id, 4);
    await backdate(older, '2026-01-02T10:00:00Z');
    await backdate(newer, '2026-03-04T10:00:00Z');
    await markPaid(shop.db, older, 'pi_3PaidOrder42');

    const deadline = (await shop.db.selectFrom('orders').select('expiresAt').where('id', '=', newer).executeTakeFirstOrThrow()).expiresAt;

    const response = await shop.app.inject({ url: '/api/order/karim@example.com', headers: await bearerHeaders(shop.db, buyer) });

    expect(response.statusCode).toBe(200);
    const noShipment = { shippedAt: null, carrier: null, trackingNumber: null };
    const goodsOnly = (total: number) => ({ shipping: null, taxLines: [], goodsTotal: total, taxTotal: 0, taxNote: null, paymentMethod: 'card', invoice: null });
    expect(response.json()).toEqual([
      {
        _id: newer,
        number: 'TY-10002',
        productID: rake.id,
        productName: 'Rake',
        user: 'Karim',
        email: 'karim@example.com',
        phone: '+880 1700 000000',
        orderQuantity: 3,
        address: '12 Garden Lane, Dhaka',
        totalPrice: 59.97,
        isPaid: false,
        status: 'pending',
        date: '2026-03-04T10:00:00.000Z',
        expiresAt: deadline.toISOString(),
        ...noShipment,
        lines: [{ productID: rake.id, productName: 'Rake', sku: rake.sku, quantity: 3, unitPrice: 19.99, total: 59.97, priceList: null, listPrice: null }],
        poNumber: null,
        note: null,
        // A customer buying for themselves: no company, no location (issue 37).
        company: null,
        location: null,
        // No shipping zones or tax rates configured: goods only, as before issue 38.
        ...goodsOnly(59.97),
      },
      {
        _id: older,
        number: 'TY-10001',
        productID: spade.id,
        productName: 'Spade',
        user: 'Karim',
        email: 'karim@example.com',
        phone: '+880 1700 000000',
        orderQuantity: 2,
        address: '12 Garden Lane, Dhaka',
        totalPrice: 25,
        isPaid: true,
        status: 'processing',
        date: '2026-01-02T10:00:00.000Z',
        expiresAt: null,
        transactionId: 'pi_3PaidOrder42',
        ...noShipment,
        lines: [{ productID: spade.id, productName: 'Spade', sku: spade.sku, quantity: 2, unitPrice: 12.5, total: 25, priceList: null, listPrice: null }],
        poNumber: null,
        note: null,
        // A customer buying for themselves: no company, no location (issue 37).
        company: null,
        location: null,
        // No shipping zones or tax rates configured: goods only, as before issue 38.
        ...goodsOnly(25),
      },
    ]);
  });

  it('keeps the snapshot of name and price when the product changes later', async () => {
    const buyer = await createUser(shop.db);
    const shears = await createProduct(shop.db, { name: 'Shears', price: 8, minimumOrder: 1 });
    await placeOrder(shop.db, buyer, shears.id, 5);
    await shop.db.updateTable('products').set({ name: 'Shears v2', priceCents: 99_00 }).where('id', '=', shears.id).execute();

    const [order] = (await callerFor(shop.db, buyer).orders.mine({})).orders;
    expect(order).toMatchObject({ productName: 'Shears', totalPrice: 40 });
  });

  it('accepts the e-mail percent-encoded or in another case', async () => {
    const buyer = await createUser(shop.db, { email: 'mina.k@example.com' });
    const hoe = await createProduct(shop.db, { minimumOrder: 1 });
    await placeOrder(shop.db, buyer, hoe.id, 1);
    const headers = await bearerHeaders(shop.db, buyer);

    for (const path of ['mina.k%40example.com', 'Mina.K@Example.com', 'mina.k@example.com']) {
      const response = await shop.app.inject({ url: `/api/order/${path}`, headers });
      expect(response.statusCode, path).toBe(200);
      expect(response.json(), path).toHaveLength(1);
    }
  });

  it('answers an empty list when there are no orders yet', async () => {
    const newcomer = await createUser(shop.db);
    expect((await callerFor(shop.db, newcomer).orders.mine({})).orders).toEqual([]);
  });

  it("refuses another customer's e-mail with 403, lets an admin read it, and wants a session", async () => {
    const owner = await createUser(shop.db, { email: 'owner@example.com' });
    const snoop = await createUser(shop.db);
    const admin = await createUser(shop.db, { role: 'admin' });
    const saw = await createProduct(shop.db, { minimumOrder: 1 });
    await placeOrder(shop.db, owner, saw.id, 1);

    const refused = await shop.app.inject({ url: '/api/order/owner%40example.com', headers: await bearerHeaders(shop.db, snoop) });
    expect(refused.statusCode).toBe(403);
    await expect(callerFor(shop.db, snoop).orders.ofEmail({ email: 'owner@example.com' })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const asAdmin = await shop.app.inject({ url: '/api/order/owner%40example.com', headers: await bearerHeaders(shop.db, admin) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toHaveLength(1);

    expect((await shop.app.inject({ url: '/api/order/owner%40example.com' })).statusCode).toBe(401);
    expect((await shop.app.inject({ url: '/api/order/not-an-email', headers: await bearerHeaders(shop.db, owner) })).statusCode).toBe(400);
  });
});

describe('My Orders pages (GET /api/my-orders)', () => {
  it("pages through the caller's own open orders, newest first, and never anyone else's", async () => {
    const buyer = await createUser(shop.db);
    const other = await createUser(shop.db);
    const spade = await createProduct(shop.db, { name: 'Spade', price: 5, minimumOrder: 1, quantity: 1000 });
    const ids: string[] = [];
    for (let day = 1; day <= 5; day++) {
      const id = await placeOrder(shop.db, buyer, spade.id, 1);
      await backdate(id, `2026-02-0${day}T10:00:00Z`);
      ids.unshift(id);
    }
    await placeOrder(shop.db, other, spade.id, 1);
    const headers = await bearerHeaders(shop.db, buyer);

    const first = await shop.app.inject({ url: '/api/my-orders?limit=2', headers });
    expect(first.statusCode).toBe(200);
    const firstPage = first.json();
    expect(firstPage.orders.map((order: { _id: string }) => order._id)).toEqual(ids.slice(0, 2));
    const rest = await callerFor(shop.db, buyer).orders.mine({ cursor: firstPage.nextCursor, limit: 10 });
    expect(rest.orders.map((order) => order._id)).toEqual(ids.slice(2));
    expect(rest.nextCursor).toBeNull();

    expect((await shop.app.inject({ url: '/api/my-orders' })).statusCode).toBe(401);
    const bad = await shop.app.inject({ url: '/api/my-orders?limit=101&cursor=!', headers });
    expect(bad.statusCode).toBe(400);
  });
});

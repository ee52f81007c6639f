import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct, createUser } from '../../helpers/factories';
import { buildTestApp, callerFor } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { markPaid, placeOrder } from './order-helpers';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.db);
});
afterAll(() => app.close());

async function backdate(orderId: string, createdAt: string) {
  await database.db.updateTable('orders').set({ createdAt }).where('id', '=', orderId).execute();
}

describe('my orders (GET /api/order/{email})', () => {
  it("lists only the user's own orders, newest first, in the spec's shape", async () => {
    const buyer = await createUser(database.db, { name: 'Karim', email: 'karim@example.com' });
    const other = await createUser(database.db);
    const spade = await createProduct(database.db, { name: 'Spade', price: 12.5, minimumOrder: 1 });
    const rake = await createProduct(database.db, { name: 'Rake', price: 19.99, minimumOrder: 1 });

    const older = await placeOrder(database.db, buyer, spade.id, 2);
    const newer = await placeOrder(database.db, buyer, rake.id, 3);
    await placeOrder(database.db, other, rake.id, 4);
    await backdate(older, '2026-01-02T10:00:00Z');
    await backdate(newer, '2026-03-04T10:00:00Z');
    await markPaid(database.db, older, 'pi_3PaidOrder42');

    const response = await app.inject({ url: '/api/order/karim@example.com', headers: await bearerHeaders(database.db, buyer) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        _id: newer,
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
      },
      {
        _id: older,
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
        transactionId: 'pi_3PaidOrder42',
      },
    ]);
  });

  it('keeps the snapshot of name and price when the product changes later', async () => {
    const buyer = await createUser(database.db);
    const shears = await createProduct(database.db, { name: 'Shears', price: 8, minimumOrder: 1 });
    await placeOrder(database.db, buyer, shears.id, 5);
    await database.db.updateTable('products').set({ name: 'Shears v2', priceCents: 99_00 }).where('id', '=', shears.id).execute();

    const [order] = await callerFor(database.db, buyer).orders.mine({ email: buyer.email });
    expect(order).toMatchObject({ productName: 'Shears', totalPrice: 40 });
  });

  it('accepts the e-mail percent-encoded or in another case', async () => {
    const buyer = await createUser(database.db, { email: 'mina.k@example.com' });
    const hoe = await createProduct(database.db, { minimumOrder: 1 });
    await placeOrder(database.db, buyer, hoe.id, 1);
    const headers = await bearerHeaders(database.db, buyer);

    for (const path of ['mina.k%40example.com', 'Mina.K@Example.com', 'mina.k@example.com']) {
      const response = await app.inject({ url: `/api/order/${path}`, headers });
      expect(response.statusCode, path).toBe(200);
      expect(response.json(), path).toHaveLength(1);
    }
  });

  it('answers an empty list when there are no orders yet', async () => {
    const newcomer = await createUser(database.db);
    expect(await callerFor(database.db, newcomer).orders.mine({ email: newcomer.email })).toEqual([]);
  });

  it("refuses another customer's e-mail with 403, lets an admin read it, and wants a session", async () => {
    const owner = await createUser(database.db, { email: 'owner@example.com' });
    const snoop = await createUser(database.db);
    const admin = await createUser(database.db, { role: 'admin' });
    const saw = await createProduct(database.db, { minimumOrder: 1 });
    await placeOrder(database.db, owner, saw.id, 1);

    const refused = await app.inject({ url: '/api/order/owner%40example.com', headers: await bearerHeaders(database.db, snoop) });
    expect(refused.statusCode).toBe(403);
    await expect(callerFor(database.db, snoop).orders.mine({ email: 'owner@example.com' })).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const asAdmin = await app.inject({ url: '/api/order/owner%40example.com', headers: await bearerHeaders(database.db, admin) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toHaveLength(1);

    expect((await app.inject({ url: '/api/order/owner%40example.com' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/order/not-an-email', headers: await bearerHeaders(database.db, owner) })).statusCode).toBe(400);
  });
});

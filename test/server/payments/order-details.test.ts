import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { paymentClient, pendingOrder } from './payment-helpers';

const shop = useTestApp();

function details(id: string, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'GET', url: `/api/order-details/${id}`, headers });
}

describe('GET /api/order-details/{id} (feeds the payment page)', () => {
  it("answers the owner's order with the customer's name, product, total and e-mail", async () => {
    const buyer = await createUser(shop.db, { name: 'Nadia' });
    const { orderId } = await pendingOrder(shop.db, buyer, { price: 12.5, quantity: 4 });

    const response = await details(orderId, await bearerHeaders(shop.db, buyer));

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ _id: orderId, user: 'Nadia', email: buyer.email, totalPrice: 50, isPaid: false, status: 'pending' });
    expect(response.json().productName).toMatch(/^Spade /);
  });

  it('lets an admin read it, and nobody else (404, as for an unknown id)', async () => {
    const { orderId } = await pendingOrder(shop.db, await createUser(shop.db));
    expect((await details(orderId, await bearerHeaders(shop.db, await createUser(shop.db, { role: 'admin' })))).statusCode).toBe(200);
    expect((await details(orderId, await bearerHeaders(shop.db, await createUser(shop.db)))).statusCode).toBe(404);
    expect((await details('00000000-0000-4000-8000-000000000000', await bearerHeaders(shop.db, await createUser(shop.db)))).statusCode).toBe(404);
    expect((await details('nope', await bearerHeaders(shop.db, await createUser(shop.db)))).statusCode).toBe(400);
    expect((await details(orderId)).statusCode).toBe(401);
  });

  it('still answers a cancelled order, so the payment page can say so', async () => {
    const buyer = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, buyer);
    await (await paymentClient(shop.app, shop.db, buyer)).cancel(orderId);
    expect((await details(orderId, await bearerHeaders(shop.db, buyer))).json().status).toBe('cancelled');
  });
});

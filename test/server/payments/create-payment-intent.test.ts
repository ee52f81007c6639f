import { describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { markPaid } from '../orders/order-helpers';
import { card, intentIdOf, orderRow, paymentClient, pendingOrder } from './payment-helpers';

const shop = useTestApp();

async function intentsOf(orderId: string) {
  return shop.db.selectFrom('paymentIntents').select(['id', 'amountCents', 'currency', 'status']).where('orderId', '=', orderId).execute();
}

describe('POST /api/create-payment-intent', () => {
  it("answers a client secret for the order's own amount, whatever the client thinks", async () => {
    const buyer = await createUser(shop.db);
    const { orderId, totalCents } = await pendingOrder(shop.db, buyer, { price: 19.99, quantity: 3 });
    const client = await paymentClient(shop.app, shop.db, buyer);

    const response = await client.createIntent(orderId, { price: 59.97 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), gateway: 'test', publishableKey: null });
    expect(await intentsOf(orderId)).toEqual([{ id: intentIdOf(response.json().clientSecret), amountCents: totalCents, currency: 'usd', status: 'requires_payment_method' }]);
    expect((await orderRow(shop.db, orderId)).paymentIntentId).toBe(intentIdOf(response.json().clientSecret));
  });

  it('refuses a price that differs from the order total with 400 naming the field', async () => {
    const buyer = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, buyer, { price: 12.5, quantity: 4 });
    const client = await paymentClient(shop.app, shop.db, buyer);

    const response = await client.createIntent(orderId, { price: 0.5 });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The price does not match the order total ($50.00)');
    expect(await intentsOf(orderId)).toEqual([]);
  });

  it('ten page loads, one after another or all at once, leave one intent', async () => {
    const buyer = await createUser(shop.db);
    const client = await paymentClient(shop.app, shop.db, buyer);

    const one = await pendingOrder(shop.db, buyer);
    const secrets = [];
    for (let i = 0; i < 10; i++) secrets.push(await client.secretFor(one.orderId));
    expect(new Set(secrets).size).toBe(1);
    expect(await intentsOf(one.orderId)).toHaveLength(1);

    const other = await pendingOrder(shop.db, buyer);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => client.secretFor(other.orderId)));
    expect(new Set(parallel).size).toBe(1);
    expect(await intentsOf(other.orderId)).toHaveLength(1);
  });

  it('keeps the intent after a declined card, and replaces a cancelled one', async () => {
    const buyer = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, buyer);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const first = await client.secretFor(orderId);

    await client.confirmCard(intentIdOf(first), card('4000000000000002'));
    expect(await client.secretFor(orderId)).toBe(first);

    await shop.db.updateTable('paymentIntents').set({ status: 'canceled' }).where('id', '=', intentIdOf(first)).execute();
    const second = await client.secretFor(orderId);
    expect(second).not.toBe(first);
    expect(await intentsOf(orderId)).toHaveLength(2);
  });

  it('answers 409 for a paid order, and marks an order paid whose intent already succeeded', async () => {
    const buyer = await createUser(shop.db);
    const client = await paymentClient(shop.app, shop.db, buyer);

    const paid = await pendingOrder(shop.db, buyer);
    await markPaid(shop.db, paid.orderId);
    const response = await client.createIntent(paid.orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This order is already paid');

    // The gateway took the money but the shop was never told: the next page load finds out.
    const unnoticed = await pendingOrder(shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(unnoticed.orderId));
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();
    expect((await client.createIntent(unnoticed.orderId)).statusCode).toBe(409);
    expect(await orderRow(shop.db, unnoticed.orderId)).toMatchObject({ isPaid: true, transactionId: intentId });
  });

  it("answers 404 for someone else's order (admins too), 409 for a cancelled one, 401 without a session", async () => {
    const owner = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, owner);
    for (const stranger of [await createUser(shop.db), await createUser(shop.db, { role: 'admin' })]) {
      const response = await (await paymentClient(shop.app, shop.db, stranger)).createIntent(orderId);
      expect(response.statusCode).toBe(404);
    }
    const anonymous = await shop.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ orderId }) });
    expect(anonymous.statusCode).toBe(401);

    const client = await paymentClient(shop.app, shop.db, owner);
    expect((await client.cancel(orderId)).statusCode).toBe(200);
    const afterCancel = await client.createIntent(orderId);
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().message).toBe('This order was cancelled');
  });
});

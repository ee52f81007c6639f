import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { startFakeStripe, stripeConfigFor } from './fake-stripe';
import { eventsOf, intentIdOf, orderRow, paymentClient, pendingOrder, WEBHOOK_SECRET } from './payment-helpers';

const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const shop = useTestApp({ config: stripeConfigFor(stripe, WEBHOOK_SECRET) });

beforeEach(() => {
  stripe.requests.length = 0;
});

const calls = (method: string, path: RegExp) => stripe.requests.filter((request) => request.method === method && path.test(request.path));

async function customerWithOrder(options: { price?: number; quantity?: number } = {}) {
  const buyer = await createUser(shop.db);
  const order = await pendingOrder(shop.db, buyer, options);
  return { buyer, ...order, client: await paymentClient(shop.app, shop.db, buyer) };
}

describe('the Stripe gateway (the real stripe SDK against a loopback fake of Stripe)', () => {
  it('creates the intent with the amount from the order, its id in metadata, card payments and an idempotency key', async () => {
    const { orderId, client } = await customerWithOrder({ price: 19.99, quantity: 3 });

    const response = await client.createIntent(orderId, { price: 59.97 });

    expect(response.statusCode).toBe(200);
    const [create] = calls('POST', /^\/v1\/payment_intents$/);
    expect(create).toMatchObject({
      authorization: 'Bearer sk_test_toolyard',
      idempotencyKey: `toolyard-order-${orderId}-attempt-1`,
      body: { amount: '5997', currency: 'usd', metadata: { orderId }, allowed_payment_method_types: { 0: 'card' } },
    });
    const intent = [...stripe.intents.values()].find((candidate) => candidate.metadata.orderId === orderId)!;
    expect(response.json()).toEqual({ clientSecret: intent.client_secret, gateway: 'stripe', publishableKey: 'pk_test_toolyard' });
    expect((await orderRow(shop.db, orderId)).paymentIntentId).toBe(intent.id);
  });

  it('reuses the intent on every later page load (a retrieve, no second create), even when they come at once', async () => {
    const { orderId, client } = await customerWithOrder();
    const secrets = await Promise.all(Array.from({ length: 5 }, () => client.secretFor(orderId)));
    for (let i = 0; i < 5; i++) secrets.push(await client.secretFor(orderId));

    expect(new Set(secrets).size).toBe(1);
    expect([...stripe.intents.values()].filter((intent) => intent.metadata.orderId === orderId)).toHaveLength(1);
    expect(calls('GET', /^\/v1\/payment_intents\/pi_/).length).toBeGreaterThanOrEqual(5);
  });

  it('retrieves the intent to confirm a payment: marks paid only once Stripe says it succeeded', async () => {
    const { orderId, client } = await customerWithOrder();
    const intentId = intentIdOf(await client.secretFor(orderId));

    expect((await client.confirmPayment(orderId, intentId)).statusCode).toBe(409);
    stripe.setStatus(intentId, 'succeeded');
    expect((await client.confirmPayment(orderId, intentId)).json()).toEqual({ modifiedCount: 1, isPaid: true, transactionId: intentId });
    expect(calls('GET', new RegExp(`^/v1/payment_intents/${intentId}$`))).toHaveLength(2);
    expect((await client.confirmPayment(orderId, 'pi_UnknownToStripe000000000')).statusCode).toBe(400);
  });

  it("puts the card from the intent's latest charge on the receipt (brand and last 4)", async () => {
    const { orderId, client } = await customerWithOrder();
    const intentId = intentIdOf(await client.secretFor(orderId));
    stripe.setStatus(intentId, 'succeeded');
    await client.confirmPayment(orderId, intentId);

    const response = await shop.app.inject({ method: 'GET', url: `/api/payment-receipt/${orderId}`, headers: client.headers });

    expect(response.json()).toMatchObject({ transactionId: intentId, reference: intentId.slice(-8).toUpperCase(), card: { brand: 'visa', last4: '4242' } });
  });

  it("keeps the card that paid with the payment, from the charge Stripe answers with, and the order page shows it", async () => {
    const { orderId, client } = await customerWithOrder();
    const intentId = intentIdOf(await client.secretFor(orderId));
    stripe.setStatus(intentId, 'succeeded');
    await client.confirmPayment(orderId, intentId);

    const payment = await shop.db.selectFrom('orderPayments').select(['cardBrand', 'cardLast4']).where('gatewayRef', '=', intentId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ cardBrand: 'visa', cardLast4: '4242' });
    // The intent is read once, with its charge: no second request to learn the card.
    expect(calls('GET', new RegExp(`^/v1/payment_intents/${intentId}$`))).toHaveLength(1);
    const page = await shop.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: client.headers });
    expect(page.json().payment).toMatchObject({ method: 'card', cardBrand: 'visa', cardLast4: '4242', reference: intentId.slice(-8).toUpperCase() });
  });

  it('cancels the intent at Stripe when the customer cancels the order', async () => {
    const { orderId, client } = await customerWithOrder();
    const intentId = intentIdOf(await client.secretFor(orderId));

    expect((await client.cancel(orderId)).json()).toEqual({ deletedCount: 1 });

    expect(calls('POST', new RegExp(`^/v1/payment_intents/${intentId}/cancel$`))).toHaveLength(1);
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect(await orderRow(shop.db, orderId)).toMatchObject({ status: 'cancelled', isPaid: false });
  });

  it('marks the order paid and answers 409 when Stripe says the intent already succeeded', async () => {
    const { orderId, client } = await customerWithOrder();
    const intentId = intentIdOf(await client.secretFor(orderId));
    stripe.setStatus(intentId, 'succeeded');

    const response = await client.cancel(orderId);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A paid order cannot be cancelled');
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId });
  });

  it('refunds a payment that succeeds for an order cancelled meanwhile, once, with an idempotency key', async () => {
    const { orderId, totalCents, client } = await customerWithOrder();
    const intentId = intentIdOf(await client.secretFor(orderId));
    // Stripe could not cancel it (the bank was still deciding) and then it succeeded.
    stripe.setStatus(intentId, 'processing');
    expect((await client.cancel(orderId)).statusCode).toBe(409);
    await shop.db.updateTable('orders').set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: 'test' }).where('id', '=', orderId).execute();
    stripe.setStatus(intentId, 'succeeded');

    const first = await client.confirmPayment(orderId, intentId);
    const second = await client.confirmPayment(orderId, intentId);

    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('The order was cancelled before the payment arrived: the payment is refunded');
    expect(second.statusCode).toBe(409);
    const refundCalls = calls('POST', /^\/v1\/refunds$/);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]).toMatchObject({ idempotencyKey: `refund-${intentId}`, body: { payment_intent: intentId } });
    const [refund] = [...stripe.refunds.values()].filter((candidate) => candidate.payment_intent === intentId);
    const refunded = (await eventsOf(shop.db, orderId)).filter((event) => event.type === 'refunded');
    expect(refunded).toEqual([
      expect.objectContaining({ actorType: 'system', details: expect.objectContaining({ intentId, refundId: refund!.id, amountCents: totalCents }) }),
    ]);
    expect((await orderRow(shop.db, orderId)).isPaid).toBe(false);
  });
});

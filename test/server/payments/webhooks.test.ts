import { afterAll, describe, expect, it } from 'vitest';
import { shopPorts } from '../../../src/server/feature-ports';
import { expireUnpaidOrders } from '../../../src/server/features/4-orders/orders/closing/expire-orders';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { startFakeStripe, stripeConfigFor } from './fake-stripe';
import { eventsOf, eventTypes, failPaidEventOf, intentIdOf, intentObject, orderRow, paymentClient, pendingOrder, postWebhook, signedEvent, WEBHOOK_SECRET } from './payment-helpers';

const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const config = stripeConfigFor(stripe, WEBHOOK_SECRET);
const shop = useTestApp({ config });

let eventNumber = 0;
const nextEventId = () => `evt_Test${String(++eventNumber).padStart(20, '0')}`;

/** An order with its Stripe intent, and a way to sign events about that intent. */
async function orderAtStripe() {
  const buyer = await createUser(shop.db);
  const { orderId, totalCents, productId } = await pendingOrder(shop.db, buyer);
  const client = await paymentClient(shop.app, shop.db, buyer);
  const intentId = intentIdOf(await client.secretFor(orderId));
  const event = (type: string, status: string, lastError?: string) =>
    signedEvent(nextEventId(), type, intentObject({ id: intentId, orderId, amount: totalCents, status, lastError }));
  return { orderId, productId, totalCents, client, intentId, event };
}

async function storedEvents(id: string) {
  return shop.db.selectFrom('paymentEvents').select('id').where('id', '=', id).execute();
}

describe('POST /webhooks/stripe', () => {
  it('a valid payment_intent.succeeded marks the order paid once; a replay changes nothing', async () => {
    const { orderId, intentId, event } = await orderAtStripe();
    stripe.setStatus(intentId, 'succeeded');
    const succeeded = event('payment_intent.succeeded', 'succeeded');

    const first = await postWebhook(shop.app, succeeded);
    expect(first.statusCode).toBe(200);
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId });
    const timeline = await eventsOf(shop.db, orderId);
    expect(timeline.at(-1)).toMatchObject({ type: 'paid', actorType: 'gateway', details: { intentId, via: 'webhook' } });

    const replay = await postWebhook(shop.app, succeeded);
    expect(replay.statusCode).toBe(200);
    expect(await eventsOf(shop.db, orderId)).toEqual(timeline);
  });

  it('a settlement that fails late answers 500 and keeps nothing, the event id included, so the retry Stripe sends pays the order once', async () => {
    const { orderId, intentId, event } = await orderAtStripe();
    stripe.setStatus(intentId, 'succeeded');
    const succeeded = event('payment_intent.succeeded', 'succeeded');
    const eventId = JSON.parse(succeeded.payload).id as string;

    const liftFault = await failPaidEventOf(shop.db, orderId);
    expect((await postWebhook(shop.app, succeeded)).statusCode).toBe(500);
    expect(await storedEvents(eventId)).toEqual([]);
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: false, status: 'pending', transactionId: null });
    expect(await shop.db.selectFrom('invoices').select('number').where('orderId', '=', orderId).execute()).toEqual([]);
    await liftFault();

    expect((await postWebhook(shop.app, succeeded)).statusCode).toBe(200);
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId });
    expect(await storedEvents(eventId)).toEqual([{ id: eventId }]);
    expect((await eventTypes(shop.db, orderId)).filter((type) => type === 'paid')).toHaveLength(1);
  });

  it('trusts the gateway, not the event: a "succeeded" event for an intent Stripe has not settled marks nothing', async () => {
    const { orderId, event } = await orderAtStripe();
    expect((await postWebhook(shop.app, event('payment_intent.succeeded', 'succeeded'))).statusCode).toBe(200);
    expect((await orderRow(shop.db, orderId)).isPaid).toBe(false);
  });

  it('refuses a bad signature with 400 before writing anything', async () => {
    const { orderId, intentId, event } = await orderAtStripe();
    stripe.setStatus(intentId, 'succeeded');
    const genuine = event('payment_intent.succeeded', 'succeeded');
    const eventId = JSON.parse(genuine.payload).id as string;

    const forged = signedEvent(eventId, 'payment_intent.succeeded', JSON.parse(genuine.payload).data.object, 'whsec_someone_else');
    const tampered = { payload: genuine.payload.replace('"amount":', '"amount": '), signature: genuine.signature };
    for (const attempt of [forged, tampered, { payload: genuine.payload }]) {
      const response = await postWebhook(shop.app, attempt);
      expect(response.statusCode).toBe(400);
    }
    expect(await storedEvents(eventId)).toEqual([]);
    expect((await orderRow(shop.db, orderId)).isPaid).toBe(false);
  });

  it('records a payment failure with its message and leaves the order payable with the same intent', async () => {
    const { orderId, intentId, client, event } = await orderAtStripe();

    const response = await postWebhook(shop.app, event('payment_intent.payment_failed', 'requires_payment_method', 'Your card was declined.'));

    expect(response.statusCode).toBe(200);
    expect((await eventsOf(shop.db, orderId)).at(-1)).toMatchObject({ type: 'payment_failed', details: { intentId, message: 'Your card was declined.' } });
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: false, status: 'pending' });
    expect(intentIdOf(await client.secretFor(orderId))).toBe(intentId);
  });

  it('ignores a failure that arrives after the success (recorded, state unchanged)', async () => {
    const { orderId, intentId, event } = await orderAtStripe();
    stripe.setStatus(intentId, 'succeeded');
    await postWebhook(shop.app, event('payment_intent.succeeded', 'succeeded'));

    const late = await postWebhook(shop.app, event('payment_intent.payment_failed', 'requires_payment_method', 'Your card was declined.'));

    expect(late.statusCode).toBe(200);
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId, paymentStatus: 'succeeded' });
    expect((await eventsOf(shop.db, orderId)).at(-1)).toMatchObject({ type: 'payment_failed', details: { ignored: 'the order is already paid' } });
  });

  it('records a cancelled intent; the next page load gets a new one', async () => {
    const { orderId, intentId, client, event } = await orderAtStripe();
    stripe.setStatus(intentId, 'canceled');

    await postWebhook(shop.app, event('payment_intent.canceled', 'canceled'));

    expect((await eventTypes(shop.db, orderId)).at(-1)).toBe('payment_cancelled');
    expect((await orderRow(shop.db, orderId)).paymentStatus).toBe('canceled');
    expect(intentIdOf(await client.secretFor(orderId))).not.toBe(intentId);
  });

  it('refunds a payment that succeeds for an order that expired meanwhile', async () => {
    const { orderId, productId, intentId, totalCents, event } = await orderAtStripe();
    await expireUnpaidOrders({ db: shop.db, ports: shopPorts, config }, new Date(Date.now() + config.payments.orderHoldMs + 60_000));
    expect(await orderRow(shop.db, orderId)).toMatchObject({ status: 'expired', isPaid: false });
    const stock = await shop.db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(100);
    stripe.setStatus(intentId, 'succeeded');

    expect((await postWebhook(shop.app, event('payment_intent.succeeded', 'succeeded'))).statusCode).toBe(200);

    expect(await orderRow(shop.db, orderId)).toMatchObject({ status: 'expired', isPaid: false, paymentStatus: 'refunded' });
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    expect((await eventsOf(shop.db, orderId)).at(-1)).toMatchObject({
      type: 'refunded',
      details: { intentId, amountCents: totalCents, reason: 'The order was expired before the payment arrived' },
    });
  });

  it('answers 200 to events about unknown orders and other objects, changing nothing', async () => {
    const unknownOrder = signedEvent(nextEventId(), 'payment_intent.succeeded', intentObject({ id: 'pi_NotOurs000000000000000000', orderId: '00000000-0000-4000-8000-000000000000', amount: 100, status: 'succeeded' }));
    expect((await postWebhook(shop.app, unknownOrder)).statusCode).toBe(200);
    const badMetadata = signedEvent(nextEventId(), 'payment_intent.succeeded', intentObject({ id: 'pi_BadMetadata0000000000000', orderId: "1' or '1'='1", amount: 100, status: 'succeeded' }));
    expect((await postWebhook(shop.app, badMetadata)).statusCode).toBe(200);
    const noMetadata = signedEvent(nextEventId(), 'payment_intent.payment_failed', { id: 'pi_NoMetadata00000000000000', object: 'payment_intent', metadata: {} });
    expect((await postWebhook(shop.app, noMetadata)).statusCode).toBe(200);
    const charge = signedEvent(nextEventId(), 'charge.succeeded', { id: 'ch_1', object: 'charge' });
    expect((await postWebhook(shop.app, charge)).statusCode).toBe(200);
  });

  it('leaves the JSON body parsing of the API alone', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: { 'content-type': 'application/json' }, payload: '{"orderId":' });
    expect(response.statusCode).toBe(400);
  });
});

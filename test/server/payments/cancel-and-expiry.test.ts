import { describe, expect, it } from 'vitest';
import { shopPorts } from '../../../src/server/feature-ports';
import { expireUnpaidOrders } from '../../../src/server/features/4-orders/orders/closing/expire-orders';
import { reconcilePayments } from '../../../src/server/features/5-payments/payments/settlement/reconcile-payments';
import { allJobs } from '../../../src/server/all-jobs';
import { createProduct, createUser, setPaymentChecked } from '../../helpers/factories';
import { callerFor, testConfig, useTestApp } from '../../helpers/test-app';
import { markPaid, orderPayload, placedAgo as placedAgoIn, placeOrder, stockOf } from '../orders/order-helpers';
import { card, eventsOf, eventTypes, intentIdOf, orderRow, paymentClient, pendingOrder } from './payment-helpers';

const config = testConfig({ ORDER_HOLD_HOURS: '1.5' });
const shop = useTestApp({ config });
const services = () => ({ db: shop.db, ports: shopPorts, config });
const HOUR = 3_600_000;

async function testIntentStatus(intentId: string) {
  return (await shop.db.selectFrom('paymentIntents').select('status').where('id', '=', intentId).executeTakeFirstOrThrow()).status;
}

/**
 * Runs the expiry sweep a couple of minutes from now: paying for an order during set-up counts as
 * having asked the gateway about it just now, which holds the sweep off for a minute.
 */
const expireSoon = () => expireUnpaidOrders(services(), new Date(Date.now() + 2 * 60_000));

/** Moves an order (its placing time and its deadline) into the past. */
const placedAgo = (orderId: string, ms: number) => placedAgoIn(shop.db, orderId, ms);

describe('cancelling an order with a payment started', () => {
  it('cancels its intent at the gateway and records the cancellation with time and reason', async () => {
    const buyer = await createUser(shop.db);
    const { orderId, productId } = await pendingOrder(shop.db, buyer, { quantity: 7 });
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));

    expect((await client.cancel(orderId)).json()).toEqual({ deletedCount: 1 });

    expect(await testIntentStatus(intentId)).toBe('canceled');
    expect(await stockOf(shop.db, productId)).toBe(100);
    expect((await eventsOf(shop.db, orderId)).at(-1)).toMatchObject({
      type: 'cancelled',
      actorType: 'customer',
      details: { reason: 'Cancelled by the customer', unitsReturned: 7, intentId },
    });
    // The card form can no longer pay it.
    expect((await client.confirmCard(intentId, card('4242424242424242'))).json().error.code).toBe('payment_intent_unexpected_state');
  });

  it('marks the order paid and answers 409 when the gateway says the payment already succeeded', async () => {
    const buyer = await createUser(shop.db);
    const { orderId, productId } = await pendingOrder(shop.db, buyer, { quantity: 7 });
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();

    const response = await client.cancel(orderId);

    expect(response.statusCode).toBe(409);
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId });
    expect(await stockOf(shop.db, productId)).toBe(93);
    expect((await eventsOf(shop.db, orderId)).at(-1)).toMatchObject({ type: 'paid', details: { via: 'cancel' } });
  });
});

describe('expiry of unpaid orders of verified buyers (ORDER_HOLD_HOURS, here 1.5)', () => {
  it('expires unpaid orders older than the hold, keeping the row, returning units and cancelling the intent', async () => {
    const buyer = await createUser(shop.db, { verified: true });
    const old = await pendingOrder(shop.db, buyer, { quantity: 6, config });
    const intentId = intentIdOf(await (await paymentClient(shop.app, shop.db, buyer)).secretFor(old.orderId));
    await placedAgo(old.orderId, 1.6 * HOUR);
    const recent = await pendingOrder(shop.db, buyer, { quantity: 6, config });
    await placedAgo(recent.orderId, 1.4 * HOUR);
    const paid = await pendingOrder(shop.db, buyer, { quantity: 6, config });
    await markPaid(shop.db, paid.orderId);
    await placedAgo(paid.orderId, 5 * HOUR);

    await expireSoon();

    expect(await orderRow(shop.db, old.orderId)).toMatchObject({ status: 'expired', isPaid: false, cancelReason: 'Not paid within 1.5 hours' });
    expect(await stockOf(shop.db, old.productId)).toBe(100);
    expect(await testIntentStatus(intentId)).toBe('canceled');
    expect((await eventsOf(shop.db, old.orderId)).at(-1)).toMatchObject({ type: 'expired', actorType: 'system', details: { unitsReturned: 6, intentId } });
    expect((await orderRow(shop.db, recent.orderId)).status).toBe('pending');
    expect((await orderRow(shop.db, paid.orderId)).status).toBe('processing');
    expect((await callerFor(shop.db, buyer).orders.mine({})).orders).toHaveLength(2);
  });

  it('returns each order\'s stock once when two sweepers run at the same time', async () => {
    const buyers = [await createUser(shop.db, { verified: true }), await createUser(shop.db, { verified: true })];
    const product = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    const orderIds = [];
    for (let i = 0; i < 12; i++) orderIds.push(await placeOrder(shop.db, buyers[i % 2]!, product.id, 5, config));
    // Half of them with a payment started, whose intent the sweep must cancel.
    for (let i = 0; i < 6; i++) await (await paymentClient(shop.app, shop.db, buyers[i % 2]!)).secretFor(orderIds[i]!);
    expect(await stockOf(shop.db, product.id)).toBe(40);
    for (const orderId of orderIds) await placedAgo(orderId, 2 * HOUR);

    const [first, second] = await Promise.all([expireSoon(), expireSoon()]);

    expect(first + second).toBe(12);
    expect(await stockOf(shop.db, product.id)).toBe(100);
    for (const orderId of orderIds) expect((await eventTypes(shop.db, orderId)).filter((type) => type === 'expired')).toHaveLength(1);
  });

  it('marks paid instead of expiring an order whose payment succeeded unnoticed', async () => {
    const buyer = await createUser(shop.db);
    const { orderId, productId } = await pendingOrder(shop.db, buyer, { quantity: 3, config });
    const intentId = intentIdOf(await (await paymentClient(shop.app, shop.db, buyer)).secretFor(orderId));
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();
    await placedAgo(orderId, 2 * HOUR);

    await expireSoon();

    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId });
    expect(await stockOf(shop.db, productId)).toBe(97);
  });

  it('runs as the periodic jobs order-expiry and payment-reconciliation', () => {
    expect(allJobs.map((job) => job.queue.name)).toEqual(expect.arrayContaining(['order-expiry', 'payment-reconciliation']));
  });
});

describe('open unpaid orders per customer (MAX_OPEN_UNPAID_ORDERS)', () => {
  const limited = testConfig({ MAX_OPEN_UNPAID_ORDERS: '2' });

  it('refuses one more unpaid order with 409 and a message; paying or cancelling one makes room', async () => {
    const buyer = await createUser(shop.db);
    const rake = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    const order = () => callerFor(shop.db, buyer, limited).orders.create(orderPayload(rake.id, 1) as never);
    const { insertedId: first } = await order();
    await order();

    await expect(order()).rejects.toMatchObject({ code: 'CONFLICT', message: 'You already have 2 unpaid orders. Pay for or cancel one of them before ordering more.' });
    expect(await stockOf(shop.db, rake.id)).toBe(98);

    await markPaid(shop.db, first);
    await expect(order()).resolves.toMatchObject({ insertedId: expect.any(String) });
  });

  it('holds under parallel requests', async () => {
    const buyer = await createUser(shop.db);
    const rake = await createProduct(shop.db, { quantity: 100, minimumOrder: 1 });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => callerFor(shop.db, buyer, limited).orders.create(orderPayload(rake.id, 1) as never)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await stockOf(shop.db, rake.id)).toBe(98);
  });
});

describe('reconciliation of payments the shop was not told about', () => {
  it('asks the gateway again about a payment stuck processing, and marks the order paid', async () => {
    const buyer = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, buyer);
    const intentId = intentIdOf(await (await paymentClient(shop.app, shop.db, buyer)).secretFor(orderId));
    await setPaymentChecked(shop.db, orderId, { paymentStatus: 'processing', checkedAt: new Date(Date.now() - 10 * 60_000) });
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();

    await reconcilePayments(services());

    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, transactionId: intentId });
    expect((await eventsOf(shop.db, orderId)).at(-1)).toMatchObject({ type: 'paid', actorType: 'system', details: { via: 'reconciliation' } });
  });

  it('leaves a payment checked a moment ago alone', async () => {
    const buyer = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, buyer);
    const intentId = intentIdOf(await (await paymentClient(shop.app, shop.db, buyer)).secretFor(orderId));
    await setPaymentChecked(shop.db, orderId, { paymentStatus: 'processing', checkedAt: new Date() });
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();

    await reconcilePayments(services());

    expect((await orderRow(shop.db, orderId)).isPaid).toBe(false);
  });

  it('refunds a late success for a cancelled order, and retries a refund whose gateway call failed', async () => {
    const buyer = await createUser(shop.db);
    const { orderId, totalCents } = await pendingOrder(shop.db, buyer);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    // The bank was still deciding when the customer cancelled, so the intent could not be cancelled.
    await shop.db.updateTable('paymentIntents').set({ status: 'processing' }).where('id', '=', intentId).execute();
    expect((await client.cancel(orderId)).statusCode).toBe(409);
    await shop.db.updateTable('orders').set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: 'test' }).where('id', '=', orderId).execute();
    await setPaymentChecked(shop.db, orderId, { paymentStatus: 'processing', checkedAt: new Date(Date.now() - 10 * 60_000) });
    // A refund claim whose gateway call failed a while ago: the intent had not succeeded yet then.
    await shop.db.insertInto('paymentRefunds').values({ intentId, orderId, amountCents: totalCents, currency: 'usd', reason: 'The order was cancelled before the payment arrived', attemptedAt: new Date(Date.now() - 5 * 60_000) }).execute();
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();

    await reconcilePayments(services());

    expect(await orderRow(shop.db, orderId)).toMatchObject({ status: 'cancelled', isPaid: false, paymentStatus: 'refunded' });
    const refunded = (await eventsOf(shop.db, orderId)).filter((event) => event.type === 'refunded');
    expect(refunded).toHaveLength(1);
    const intent = await shop.db.selectFrom('paymentIntents').select('refundId').where('id', '=', intentId).executeTakeFirstOrThrow();
    expect(intent.refundId).toMatch(/^re_/);
    expect(refunded[0]!.details).toMatchObject({ refundId: intent.refundId, amountCents: totalCents });
  });
});

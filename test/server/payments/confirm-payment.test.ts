import { describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';
import { callerFor, testConfig, useTestApp } from '../../helpers/test-app';
import { card, eventTypes, intentIdOf, intentObject, orderRow, paymentClient, pendingOrder, postWebhook, signedEvent, WEBHOOK_SECRET } from './payment-helpers';

const shop = useTestApp({ config: testConfig({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }) });

/** Succeeds the intent at the (test) gateway without telling the shop, as if its notice got lost. */
async function succeedSilently(intentId: string) {
  await shop.db.updateTable('paymentIntents').set({ status: 'succeeded' }).where('id', '=', intentId).execute();
}

async function paidEvents(orderId: string) {
  return (await eventTypes(shop.db, orderId)).filter((type) => type === 'paid');
}

describe('PATCH /api/create-payment-intent/payment/{orderId}', () => {
  it('marks the order paid once the gateway says the intent succeeded; repeating it changes nothing', async () => {
    const buyer = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, buyer);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));

    const early = await client.confirmPayment(orderId, intentId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The payment has not succeeded (its status is requires_payment_method)');
    expect((await orderRow(shop.db, orderId)).isPaid).toBe(false);

    await succeedSilently(intentId);
    const first = await client.confirmPayment(orderId, intentId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ modifiedCount: 1, isPaid: true, transactionId: intentId });
    const paid = await orderRow(shop.db, orderId);
    expect(paid).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId });
    expect(paid.paidAt).toBeInstanceOf(Date);

    const again = await client.confirmPayment(orderId);
    expect(again.json()).toEqual({ modifiedCount: 0, isPaid: true, transactionId: intentId });
    expect(await orderRow(shop.db, orderId)).toEqual(paid);
    expect(await paidEvents(orderId)).toHaveLength(1);

    // My Orders shows the transaction id.
    const [listed] = (await callerFor(shop.db, buyer).orders.mine({})).orders;
    expect(listed).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId });
  });

  it('refuses a forged transaction id and another order\'s payment, with 400, and marks nothing', async () => {
    const buyer = await createUser(shop.db);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const target = await pendingOrder(shop.db, buyer, { price: 10, quantity: 2 });
    await client.secretFor(target.orderId);

    const forged = await client.confirmPayment(target.orderId, 'pi_Forged000000000000000000');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('No such payment');

    // A real, succeeded payment of the same amount, but for another order (even the buyer's own).
    const other = await pendingOrder(shop.db, buyer, { price: 10, quantity: 2 });
    const otherIntent = intentIdOf(await client.secretFor(other.orderId));
    await succeedSilently(otherIntent);
    const foreign = await client.confirmPayment(target.orderId, otherIntent);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('This payment is not for this order');

    expect((await orderRow(shop.db, target.orderId)).isPaid).toBe(false);
    const malformed = await client.confirmPayment(target.orderId, "' or 1=1 --");
    expect(malformed.statusCode).toBe(400);
  });

  it('never marks an order paid by an intent that succeeded for another amount: the money is refunded', async () => {
    const buyer = await createUser(shop.db);
    const { orderId, totalCents } = await pendingOrder(shop.db, buyer, { price: 10, quantity: 2 });
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    // The gateway reports this order's own intent succeeded, but for a cent less than the order's total.
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded', amountCents: totalCents - 1 }).where('id', '=', intentId).execute();

    const confirmed = await client.confirmPayment(orderId, intentId);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe('The payment does not match the order total: the payment is refunded');
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: false, status: 'pending', transactionId: null, paidAt: null });
    expect(await paidEvents(orderId)).toEqual([]);
    const refund = await shop.db.selectFrom('paymentRefunds').select(['orderId', 'amountCents', 'reason']).where('intentId', '=', intentId).executeTakeFirst();
    expect(refund).toEqual({ orderId, amountCents: totalCents - 1, reason: 'The payment does not match the order total' });
  });

  it('never marks an order paid by an intent that succeeded for the right amount in another currency: the money is refunded as a mismatch', async () => {
    const buyer = await createUser(shop.db);
    const { orderId, totalCents } = await pendingOrder(shop.db, buyer, { price: 10, quantity: 2 });
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    // The gateway reports this order's own intent succeeded for the order's very number of cents, but in euros.
    await shop.db.updateTable('paymentIntents').set({ status: 'succeeded', currency: 'eur' }).where('id', '=', intentId).execute();

    const confirmed = await client.confirmPayment(orderId, intentId);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe('The payment does not match the order total: the payment is refunded');
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: false, status: 'pending', transactionId: null, paidAt: null });
    expect(await paidEvents(orderId)).toEqual([]);
    expect(await shop.db.selectFrom('invoices').select('number').where('orderId', '=', orderId).execute()).toEqual([]);
    const refund = await shop.db.selectFrom('paymentRefunds').select(['orderId', 'amountCents', 'currency', 'reason']).where('intentId', '=', intentId).executeTakeFirst();
    expect(refund).toEqual({ orderId, amountCents: totalCents, currency: 'eur', reason: 'The payment does not match the order total' });
  });

  it("answers 404 for someone else's order, even with its real transaction id", async () => {
    const owner = await createUser(shop.db);
    const { orderId } = await pendingOrder(shop.db, owner);
    const intentId = intentIdOf(await (await paymentClient(shop.app, shop.db, owner)).secretFor(orderId));
    await succeedSilently(intentId);

    const stranger = await paymentClient(shop.app, shop.db, await createUser(shop.db));
    expect((await stranger.confirmPayment(orderId, intentId)).statusCode).toBe(404);
  });

  it('three concurrent confirmations and a webhook mark the order paid exactly once', async () => {
    const buyer = await createUser(shop.db);
    const { orderId, totalCents } = await pendingOrder(shop.db, buyer);
    const client = await paymentClient(shop.app, shop.db, buyer);
    const intentId = intentIdOf(await client.secretFor(orderId));
    await succeedSilently(intentId);

    const webhook = signedEvent('evt_Concurrent0000000000001', 'payment_intent.succeeded', intentObject({ id: intentId, orderId, amount: totalCents, status: 'succeeded' }));
    const [a, b, c, hook] = await Promise.all([
      client.confirmPayment(orderId, intentId),
      client.confirmPayment(orderId, intentId),
      client.confirmPayment(orderId),
      postWebhook(shop.app, webhook),
    ]);

    expect(hook.statusCode).toBe(200);
    const answers = [a, b, c].map((response) => response.json());
    expect(answers.map((answer) => answer.transactionId)).toEqual([intentId, intentId, intentId]);
    expect(answers.reduce((sum, answer) => sum + answer.modifiedCount, 0)).toBeLessThanOrEqual(1);
    expect(await paidEvents(orderId)).toHaveLength(1);
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, transactionId: intentId });
  });

  it('a confirmation racing a card payment and a cancel never pays a closed order nor keeps its money', async () => {
    for (let round = 0; round < 5; round++) {
      const buyer = await createUser(shop.db);
      const { orderId, productId } = await pendingOrder(shop.db, buyer, { quantity: 5 });
      const client = await paymentClient(shop.app, shop.db, buyer);
      const intentId = intentIdOf(await client.secretFor(orderId));

      const [paying, cancelling] = await Promise.all([client.confirmCard(intentId, card('4242424242424242')), client.cancel(orderId)]);

      const order = await orderRow(shop.db, orderId);
      const stock = await shop.db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow();
      if (order.isPaid) {
        // The payment won: the cancel is refused and the units stay sold.
        expect(cancelling.statusCode).toBe(409);
        expect(stock.quantity).toBe(95);
      } else {
        // The cancel won: the intent was cancelled before the card reached it, and the units are back.
        expect(cancelling.statusCode).toBe(200);
        expect(order.status).toBe('cancelled');
        expect(paying.json().error?.code).toBe('payment_intent_unexpected_state');
        expect(stock.quantity).toBe(100);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { card, eventTypes, intentIdOf, orderRow, paymentClient, pendingOrder } from './payment-helpers';

const shop = useTestApp();

/** A signed-in customer with a pending order and its intent, ready to pay. */
async function readyToPay() {
  const buyer = await createUser(shop.db, { name: 'Rahim' });
  const { orderId, totalCents } = await pendingOrder(shop.db, buyer, { price: 12.5, quantity: 4 });
  const client = await paymentClient(shop.app, shop.db, buyer);
  const clientSecret = await client.secretFor(orderId);
  return { buyer, orderId, totalCents, client, clientSecret, intentId: intentIdOf(clientSecret) };
}

describe('the test gateway (POST /api/test-payments/{intentId}/confirm)', () => {
  it("gives intents and client secrets Stripe's form, for the order's amount", async () => {
    const { clientSecret, intentId } = await readyToPay();
    expect(intentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24}$/);
  });

  it('4242 4242 4242 4242 succeeds, like confirmCardPayment, and the order is paid with that transaction id', async () => {
    const { orderId, totalCents, client, intentId } = await readyToPay();

    const response = await client.confirmCard(intentId, card('4242 4242 4242 4242'));

    expect(response.statusCode).toBe(200);
    expect(response.json().paymentIntent).toMatchObject({ id: intentId, object: 'payment_intent', status: 'succeeded', amount: totalCents, currency: 'usd' });
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, status: 'processing', transactionId: intentId, paymentStatus: 'succeeded' });
    expect(await eventTypes(shop.db, orderId)).toEqual(['placed', 'payment_attempt', 'paid']);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', undefined, 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', undefined, "Your card's security code is incorrect."],
  ])('%s is declined with Stripe\'s code and message, and the order stays payable', async (number, code, declineCode, message) => {
    const { orderId, client, intentId } = await readyToPay();

    const response = await client.confirmCard(intentId, card(number));

    expect(response.statusCode).toBe(200);
    const { error } = response.json();
    expect(error).toMatchObject({ type: 'card_error', code, message });
    expect(error.decline_code).toBe(declineCode);
    expect(error.payment_intent).toMatchObject({ id: intentId, status: 'requires_payment_method' });
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: false, status: 'pending' });
    const events = await shop.db.selectFrom('orderEvents').select(['type', 'details']).where('orderId', '=', orderId).orderBy('id').execute();
    expect(events.at(-1)).toMatchObject({ type: 'payment_failed', details: { intentId, message } });

    // The same intent takes another card afterwards.
    expect((await client.confirmCard(intentId, card('4242424242424242'))).json().paymentIntent.status).toBe('succeeded');
    expect((await orderRow(shop.db, orderId)).isPaid).toBe(true);
  });

  it('a real (non-test) card number is declined as Stripe does in test mode', async () => {
    const { client, intentId } = await readyToPay();
    const { error } = (await client.confirmCard(intentId, card('4111 1111 1111 1111'))).json();
    expect(error.message).toMatch(/^Your card was declined\. Your request was in test mode, but used a non test \(live\) card\./);
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'incorrect_number', 'Your card number is incorrect.'],
    [{ number: '4242 42' }, 'invalid_number', 'Your card number is invalid.'],
    [{ number: 'abcd efgh ijkl mnop' }, 'invalid_number', 'Your card number is invalid.'],
    [{ expYear: 2020 }, 'invalid_expiry_year', "Your card's expiration year is in the past."],
    [{ expMonth: 13 }, 'invalid_expiry_month', "Your card's expiration month is invalid."],
    [{ cvc: '12' }, 'invalid_cvc', "Your card's security code is invalid."],
    [{ cvc: 'abc' }, 'invalid_cvc', "Your card's security code is invalid."],
  ])('refuses a malformed card %o with Stripe\'s message, changing nothing', async (change, code, message) => {
    const { orderId, client, intentId } = await readyToPay();
    const { number, ...rest } = { number: '4242424242424242', ...change };

    const response = await client.confirmCard(intentId, card(number, rest));

    expect(response.statusCode).toBe(200);
    expect(response.json().error).toMatchObject({ type: 'validation_error', code, message });
    const intent = await shop.db.selectFrom('paymentIntents').select('status').where('id', '=', intentId).executeTakeFirstOrThrow();
    expect(intent.status).toBe('requires_payment_method');
    expect(await eventTypes(shop.db, orderId)).toEqual(['placed', 'payment_attempt']);
  });

  it('answers 400 with the field for a request that is not a card at all', async () => {
    const { client, intentId } = await readyToPay();
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/test-payments/${intentId}/confirm`,
      headers: client.headers,
      payload: JSON.stringify({ card: { number: 4242 } }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('3-D Secure (4000 0025 0000 3155)', () => {
  it('asks for authentication; completing it pays the order', async () => {
    const { orderId, client, intentId } = await readyToPay();

    const first = (await client.confirmCard(intentId, card('4000 0025 0000 3155'))).json();
    expect(first.paymentIntent).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    expect((await orderRow(shop.db, orderId)).isPaid).toBe(false);

    const second = (await client.authenticate(intentId, 'complete')).json();
    expect(second.paymentIntent).toMatchObject({ id: intentId, status: 'succeeded' });
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: true, transactionId: intentId });
    expect(await eventTypes(shop.db, orderId)).toEqual(['placed', 'payment_attempt', 'payment_attempt', 'paid']);
  });

  it('failing authentication is refused with Stripe\'s message, and another card can still pay', async () => {
    const { orderId, client, intentId } = await readyToPay();
    await client.confirmCard(intentId, card('4000002500003155'));

    const failed = (await client.authenticate(intentId, 'fail')).json();
    expect(failed.error).toMatchObject({
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect(await orderRow(shop.db, orderId)).toMatchObject({ isPaid: false, status: 'pending', paymentStatus: 'requires_payment_method' });
    expect((await eventTypes(shop.db, orderId)).at(-1)).toBe('payment_failed');

    // Authenticating again without a pending step is Stripe's unexpected-state error.
    expect((await client.authenticate(intentId, 'complete')).json().error.code).toBe('payment_intent_unexpected_state');
    expect((await client.confirmCard(intentId, card('4242424242424242'))).json().paymentIntent.status).toBe('succeeded');
  });
});

describe('who may confirm', () => {
  it("answers 404 for someone else's intent and 401 without a session", async () => {
    const { intentId } = await readyToPay();
    const stranger = await paymentClient(shop.app, shop.db, await createUser(shop.db));
    expect((await stranger.confirmCard(intentId, card('4242424242424242'))).statusCode).toBe(404);
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: `/api/test-payments/${intentId}/confirm`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ card: card('4242424242424242') }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a paid intent cannot be confirmed again', async () => {
    const { client, intentId } = await readyToPay();
    await client.confirmCard(intentId, card('4242424242424242'));
    const again = (await client.confirmCard(intentId, card('4242424242424242'))).json();
    expect(again.error).toMatchObject({
      code: 'payment_intent_unexpected_state',
      message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    });
  });
});

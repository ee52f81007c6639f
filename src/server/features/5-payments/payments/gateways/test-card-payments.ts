import { cardDigits, cardProblem, testCardOutcome } from '../../../../../shared/rules/test-cards';
import type { CardDetails, ConfirmCardResult, StripeLikeIntent } from '../../../../../shared/schemas/payment';
import { AppError } from '../../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../../services';
import { GATEWAY } from '../../../4-orders/orders/order-timeline';
import { mayPayAccountOrder } from '../../../4-orders/orders/order-receipt';
import { findOrderForPayment } from '../../../4-orders/orders/paid-orders';
import { PAYABLE_STATUSES } from './payment-gateway';
import { recordIntentChange } from '../settlement/record-intent-change';
import { settleIntent } from '../settlement/settle-payment';
import { gatewayIntentOf } from './test-gateway';
import { findTestIntentWithOwner, moveTestIntent, type TestIntentRow } from './test-intents-repository';

const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The intent as Stripe.js would hand it to the page. */
function stripeLike(row: TestIntentRow): StripeLikeIntent {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amountCents,
    currency: row.currency,
    status: row.status,
    client_secret: row.clientSecret,
    created: Math.floor(row.createdAt.getTime() / 1000),
    livemode: false,
    metadata: { orderId: row.orderId },
    last_payment_error: row.lastError ? { type: 'card_error', code: row.lastErrorCode ?? 'card_declined', message: row.lastError } : null,
    next_action: row.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
  };
}

/**
 * The caller's test intent; 404 when the test gateway is off, the id unknown, or the order someone
 * else's (an on-account order's invoice may also be paid by a company admin: mayPayAccountOrder).
 */
async function ownTestIntent({ db, config }: AppServices, owner: ContextUser, intentId: string) {
  if (config.payments.gateway !== 'test') throw new AppError('not-found', 'Test payments are not enabled on this shop');
  const intent = await findTestIntentWithOwner(db, intentId);
  if (!intent) throw new AppError('not-found', 'No such payment');
  if (intent.ownerId === owner.id) return intent;
  const order = await findOrderForPayment(db, intent.orderId);
  if (order?.paymentMethod !== 'account' || !(await mayPayAccountOrder(db, owner, order))) throw new AppError('not-found', 'No such payment');
  return intent;
}

/** Stripe's answer when an intent is not in a state that can take this step. */
function unexpectedState(row: TestIntentRow): ConfirmCardResult {
  const message =
    row.status === 'succeeded'
      ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
      : `You cannot confirm this PaymentIntent because it has a status of ${row.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${PAYABLE_STATUSES.join(', ')}.`;
  return { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message, payment_intent: stripeLike(row) } };
}

/**
 * Tells the shop what happened, as Stripe's webhook would: a success goes through the one
 * mark-paid function, anything else is recorded on the order.
 */
async function notifyShop(services: AppServices, row: TestIntentRow): Promise<void> {
  const intent = gatewayIntentOf(row);
  if (row.status === 'succeeded') {
    await settleIntent(services, intent, { orderId: row.orderId, intentId: row.id, via: 'test-gateway', actor: GATEWAY });
  } else {
    await recordIntentChange(services, intent, { type: row.status === 'requires_action' ? 'payment_attempt' : 'payment_failed', actor: GATEWAY });
  }
}

/**
 * `POST /test-payments/{intentId}/confirm`: the test gateway's confirmCardPayment. A malformed
 * card is refused with Stripe's message before anything changes; a well-formed one is charged as
 * Stripe charges its test cards: 4242... succeeds, 4000 0025 0000 3155 needs 3-D Secure, the
 * decline cards fail with Stripe's messages and leave the order payable.
 */
export async function confirmTestCard(services: AppServices, owner: ContextUser, input: { intentId: string; card: CardDetails }): Promise<ConfirmCardResult> {
  const intent = await ownTestIntent(services, owner, input.intentId);
  const problem = cardProblem(input.card);
  if (problem) return { error: { type: 'validation_error', ...problem } };

  const outcome = testCardOutcome(input.card.number);
  const cardLast4 = cardDigits(input.card.number).slice(-4);
  const moved = await moveTestIntent(
    services.db,
    intent.id,
    PAYABLE_STATUSES,
    outcome.kind === 'succeeds'
      ? { status: 'succeeded', lastError: null, lastErrorCode: null, cardLast4 }
      : outcome.kind === 'requires-authentication'
        ? { status: 'requires_action', lastError: null, lastErrorCode: null, cardLast4 }
        : { status: 'requires_payment_method', lastError: outcome.message, lastErrorCode: outcome.declineCode ?? outcome.code, cardLast4 },
  );
  if (!moved) return unexpectedState(intent);
  await notifyShop(services, moved);

  if (outcome.kind !== 'declined') return { paymentIntent: stripeLike(moved) };
  return {
    error: {
      type: 'card_error',
      code: outcome.code,
      ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
      message: outcome.message,
      payment_intent: stripeLike(moved),
    },
  };
}

/**
 * `POST /test-payments/{intentId}/authenticate`: the customer completes or fails the 3-D Secure
 * step of an intent awaiting it. Completed: the payment succeeds. Failed: Stripe's
 * authentication-failure message, and the order stays payable with another card.
 */
export async function authenticateTestCard(services: AppServices, owner: ContextUser, input: { intentId: string; outcome: 'complete' | 'fail' }): Promise<ConfirmCardResult> {
  const intent = await ownTestIntent(services, owner, input.intentId);
  const moved = await moveTestIntent(
    services.db,
    intent.id,
    ['requires_action'],
    input.outcome === 'complete'
      ? { status: 'succeeded', lastError: null, lastErrorCode: null }
      : { status: 'requires_payment_method', lastError: AUTHENTICATION_FAILED, lastErrorCode: 'payment_intent_authentication_failure' },
  );
  if (!moved) return unexpectedState(intent);
  await notifyShop(services, moved);

  if (moved.status === 'succeeded') return { paymentIntent: stripeLike(moved) };
  return {
    error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED, payment_intent: stripeLike(moved) },
  };
}

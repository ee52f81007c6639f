import { dollarsToCents, formatCents } from '../../../../shared/money';
import { CURRENCY } from '../../../../shared/schemas/payment';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import { recordOrderEvent } from '../../4-orders/orders/order-timeline';
import { paymentGatewayOf } from './gateways/gateway-of';
import { PAYABLE_STATUSES, type GatewayIntent } from './gateways/payment-gateway';
import { findOrderForPayment, lockOpenUnpaidOrder, type PaymentOrderRow } from '../../4-orders/orders/paid-orders';
import { findCurrentPayment, insertPaymentAttempt } from './order-payments-repository';
import { settleIntent, settlePayment, type SettleOutcome } from './settlement/settle-payment';

const noSuchOrder = () => new AppError('not-found', 'No such order');
const alreadyPaid = () => new AppError('conflict', 'This order is already paid');
const beingProcessed = () => new AppError('conflict', 'A payment for this order is being processed; please wait a minute');

/** The caller's own order (anyone else's is "not found", docs/decisions/032). */
async function ownOrder({ db }: AppServices, owner: ContextUser, orderId: string): Promise<PaymentOrderRow> {
  const order = await findOrderForPayment(db, orderId);
  if (!order || order.userId !== owner.id) throw noSuchOrder();
  return order;
}

/** 409 unless the order can still be paid. */
function assertPayable(order: PaymentOrderRow): void {
  if (order.isPaid) throw alreadyPaid();
  if (order.status === 'cancelled') throw new AppError('conflict', 'This order was cancelled');
  if (order.status === 'expired') throw new AppError('conflict', 'This order expired before it was paid');
  if (order.paymentMethod === 'account') throw new AppError('conflict', 'This order is on your company’s account: pay its invoice');
}

/** Usable again for this payment: still payable, same amount and currency. */
function isReusable(intent: GatewayIntent, amountCents: number): boolean {
  return PAYABLE_STATUSES.includes(intent.status) && intent.amountCents === amountCents && intent.currency === CURRENCY;
}

/**
 * `POST /create-payment-intent` (docs/decisions/040): the client secret of the order's one
 * intent. The order's existing intent is answered while it can still be paid and its amount
 * matches; a new one is created only otherwise, under an idempotency key per order and attempt,
 * so ten page loads (even at once) leave one intent. The amount is the order's, never the client's.
 *
 * Errors: 404 not the caller's order; 400 `price` differs from the order total; 409 paid,
 * cancelled, expired or on-account order (its invoice is paid from the statement), or a payment
 * still processing.
 */
export async function startPayment(services: AppServices, owner: ContextUser, input: { orderId: string; price?: number }) {
  const order = await ownOrder(services, owner, input.orderId);
  if (input.price !== undefined && dollarsToCents(input.price) !== order.totalCents) {
    const message = `The price does not match the order total (${formatCents(order.totalCents)})`;
    throw new AppError('invalid', message, { price: [message] });
  }
  assertPayable(order);
  return intentFor(services, owner, {
    orderId: order.id,
    amountCents: order.totalCents,
    lock: async (trx) => (await lockOpenUnpaidOrder(trx, order.id)) !== undefined,
    recheck: async () => assertPayable(await ownOrder(services, owner, order.id)),
  });
}

/** What one card payment of an order is for: the order, the amount it must have, and how to keep the order payable while an attempt is stored. */
export interface PaymentPurpose {
  orderId: string;
  amountCents: number;
  /** Locks the order while it can still be paid this way (false: no longer). */
  lock(trx: DB): Promise<boolean>;
  /** Throws what the caller should hear when the order moved on meanwhile. */
  recheck(): Promise<void>;
}

/**
 * The client secret of the order's one intent for `purpose.amountCents`: its current intent while
 * it can still be paid for that amount, else a new attempt under an idempotency key per order and
 * attempt (stored under the order's lock, so racing requests leave one). startPayment's card
 * order, and an on-account invoice (invoice-payments-service.ts).
 */
export async function intentFor(services: AppServices, payer: ContextUser, purpose: PaymentPurpose) {
  const { orderId, amountCents } = purpose;
  const gateway = paymentGatewayOf(services);
  const answer = (intent: GatewayIntent) => ({
    clientSecret: intent.clientSecret,
    gateway: gateway.name,
    publishableKey: gateway.name === 'stripe' ? (services.config.payments.stripePublishableKey ?? null) : null,
  });

  const payment = await findCurrentPayment(services.db, orderId);
  if (payment?.gatewayRef) {
    let current = await gateway.retrieveIntent(payment.gatewayRef);
    if (current && isReusable(current, amountCents)) return answer(current);
    // Still payable but for another amount: make sure nobody can pay it before replacing it.
    if (current && PAYABLE_STATUSES.includes(current.status)) current = await gateway.cancelIntent(current.id);
    if (current?.status === 'processing') throw beingProcessed();
    if (current?.status === 'succeeded') {
      const settled = await settleIntent(services, current, { orderId, intentId: current.id, via: 'confirmation', actor: { type: 'customer', id: payer.id } });
      if (settled.outcome === 'paid' || settled.outcome === 'already-paid') throw alreadyPaid();
    }
  }

  const attempt = (payment?.attempt ?? 0) + 1;
  const intent = await gateway.createIntent({
    orderId,
    amountCents,
    currency: CURRENCY,
    idempotencyKey: `toolyard-order-${orderId}-attempt-${attempt}`,
  });
  const stored = await services.db.transaction().execute(async (trx) => {
    // The order's row lock orders this attempt before any close or payment of it; the attempt's unique key lets one request store it.
    if (!(await purpose.lock(trx))) return false;
    const row = { orderId, attempt, amountCents: intent.amountCents, currency: intent.currency, gatewayRef: intent.id, status: intent.status };
    if (!(await insertPaymentAttempt(trx, row))) return false;
    await recordOrderEvent(trx, orderId, 'payment_attempt', { type: 'customer', id: payer.id }, {
      intentId: intent.id,
      status: intent.status,
      amountCents: intent.amountCents,
      currency: intent.currency,
      attempt,
    });
    return true;
  });
  if (stored) return answer(intent);

  // Another request got there first: with the same key it stored this very intent; otherwise the order moved on.
  if ((await findCurrentPayment(services.db, orderId))?.gatewayRef === intent.id) return answer(intent);
  await gateway.cancelIntent(intent.id);
  await purpose.recheck();
  throw new AppError('conflict', 'The order changed meanwhile, please try again');
}

/**
 * `PATCH /create-payment-intent/payment/{orderId}`: the customer reports a payment; the gateway
 * is asked whether it really succeeded (settlePayment). The transaction id the client sends only
 * says which intent to check; without one, the order's current intent.
 *
 * Errors: 404 not the caller's order; 400 unknown (forged) or another order's (foreign) payment,
 * or a payment that could not be kept and is refunded; 409 the payment has not succeeded, or the
 * order was closed.
 */
export async function confirmPayment(services: AppServices, owner: ContextUser, input: { orderId: string; transactionId?: string }) {
  const order = await ownOrder(services, owner, input.orderId);
  const intentId = input.transactionId ?? (await findCurrentPayment(services.db, order.id))?.gatewayRef;
  if (!intentId) throw new AppError('conflict', 'No payment has been started for this order');
  const settled = await settlePayment(services, { orderId: order.id, intentId, via: 'confirmation', actor: { type: 'customer', id: owner.id } });
  return confirmationAnswer(settled);
}

/** The PATCH's answer to what settling found (also the invoice payment's confirmation). */
export function confirmationAnswer(settled: SettleOutcome) {
  switch (settled.outcome) {
    case 'paid':
      return { modifiedCount: 1, isPaid: true as const, transactionId: settled.transactionId };
    case 'already-paid':
      return { modifiedCount: 0, isPaid: true as const, transactionId: settled.transactionId };
    case 'not-succeeded':
      throw new AppError('conflict', `The payment has not succeeded (its status is ${settled.status})`);
    case 'unknown-intent':
      throw new AppError('invalid', 'No such payment', { transactionId: ['No such payment'] });
    case 'foreign':
      throw new AppError('invalid', 'This payment is not for this order', { transactionId: ['This payment is not for this order'] });
    case 'refunded':
      throw new AppError('conflict', `${settled.reason}: the payment is refunded`);
    case 'unknown-order':
    case 'replayed':
      throw noSuchOrder();
  }
}

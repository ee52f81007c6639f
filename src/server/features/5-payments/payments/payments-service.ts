import { dollarsToCents, formatCents } from '../../../../shared/money';
import { CURRENCY } from '../../../../shared/schemas/payment';
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
}

/** Usable again for this order: still payable, same amount and currency. */
function isReusable(intent: GatewayIntent, order: PaymentOrderRow): boolean {
  return PAYABLE_STATUSES.includes(intent.status) && intent.amountCents === order.totalCents && intent.currency === CURRENCY;
}

/**
 * `POST /create-payment-intent` (docs/decisions/040): the client secret of the order's one
 * intent. The order's existing intent is answered while it can still be paid and its amount
 * matches; a new one is created only otherwise, under an idempotency key per order and attempt,
 * so ten page loads (even at once) leave one intent. The amount is the order's, never the client's.
 *
 * Errors: 404 not the caller's order; 400 `price` differs from the order total; 409 paid,
 * cancelled or expired order, or a payment still processing.
 */
export async function startPayment(services: AppServices, owner: ContextUser, input: { orderId: string; price?: number }) {
  const order = await ownOrder(services, owner, input.orderId);
  if (input.price !== undefined && dollarsToCents(input.price) !== order.totalCents) {
    const message = `The price does not match the order total (${formatCents(order.totalCents)})`;
    throw new AppError('invalid', message, { price: [message] });
  }
  assertPayable(order);

  const gateway = paymentGatewayOf(services);
  const answer = (intent: GatewayIntent) => ({
    clientSecret: intent.clientSecret,
    gateway: gateway.name,
    publishableKey: gateway.name === 'stripe' ? (services.config.payments.stripePublishableKey ?? null) : null,
  });

  const payment = await findCurrentPayment(services.db, order.id);
  if (payment?.gatewayRef) {
    let current = await gateway.retrieveIntent(payment.gatewayRef);
    if (current && isReusable(current, order)) return answer(current);
    // Still payable but for another amount: make sure nobody can pay it before replacing it.
    if (current && PAYABLE_STATUSES.includes(current.status)) current = await gateway.cancelIntent(current.id);
    if (current?.status === 'processing') throw beingProcessed();
    if (current?.status === 'succeeded') {
      const settled = await settleIntent(services, current, { orderId: order.id, intentId: current.id, via: 'confirmation', actor: { type: 'customer', id: owner.id } });
      if (settled.outcome === 'paid' || settled.outcome === 'already-paid') throw alreadyPaid();
    }
  }

  const attempt = (payment?.attempt ?? 0) + 1;
  const intent = await gateway.createIntent({
    orderId: order.id,
    amountCents: order.totalCents,
    currency: CURRENCY,
    idempotencyKey: `toolyard-order-${order.id}-attempt-${attempt}`,
  });
  const stored = await services.db.transaction().execute(async (trx) => {
    // The order's row lock orders this attempt before any close or payment of it; the attempt's unique key lets one request store it.
    if (!(await lockOpenUnpaidOrder(trx, order.id))) return false;
    const row = { orderId: order.id, attempt, amountCents: intent.amountCents, currency: intent.currency, gatewayRef: intent.id, status: intent.status };
    if (!(await insertPaymentAttempt(trx, row))) return false;
    await recordOrderEvent(trx, order.id, 'payment_attempt', { type: 'customer', id: owner.id }, {
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
  const now = await ownOrder(services, owner, order.id);
  if ((await findCurrentPayment(services.db, order.id))?.gatewayRef === intent.id) return answer(intent);
  await gateway.cancelIntent(intent.id);
  assertPayable(now);
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

function confirmationAnswer(settled: SettleOutcome) {
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

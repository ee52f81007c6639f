import type { Transaction } from 'kysely';
import { CLOSED_STATUSES } from '../../../../../shared/schemas/order';
import { CURRENCY } from '../../../../../shared/schemas/payment';
import type { Database } from '../../../../db/schema';
import type { AppServices, EventActor, FeaturePorts } from '../../../../services';
import type { MailSite } from '../../../1-platform/mail/templates/mail-layout';
import { paymentReceivedMail } from '../../../1-platform/mail/templates/order-mails';
import { accountCompanyOf } from '../../../4-orders/orders/account-orders';
import { recordOrderEvent } from '../../../4-orders/orders/order-timeline';
import { paymentGatewayOf } from '../gateways/gateway-of';
import type { GatewayIntent } from '../gateways/payment-gateway';
import { lockOrderForPayment, markOrderPaid } from '../../../4-orders/orders/paid-orders';
import { findSettledPayment, notePaymentStatus, settleOrderPayment } from '../order-payments-repository';
import { recordWebhookEvent } from '../payment-events-repository';
import { claimRefund, type RefundClaim } from '../payment-refunds-repository';
import { refundPayment } from './refund-payment';

/** Who is asking to settle, for the order's timeline. */
export type SettleVia = 'confirmation' | 'webhook' | 'test-gateway' | 'reconciliation' | 'cancel' | 'expiry';

export interface SettleRequest {
  orderId: string;
  intentId: string;
  via: SettleVia;
  actor: EventActor;
  /** A webhook event: its id is stored in the same transaction, so a replay changes nothing. */
  event?: { id: string; type: string };
}

export type SettleOutcome =
  /** This call marked the order paid. */
  | { outcome: 'paid'; transactionId: string }
  /** The order was already paid by this intent: nothing changed. */
  | { outcome: 'already-paid'; transactionId: string }
  | { outcome: 'not-succeeded'; status: GatewayIntent['status'] }
  /** The gateway does not know the intent (a forged id). */
  | { outcome: 'unknown-intent' }
  /** The intent belongs to another order (a foreign id). */
  | { outcome: 'foreign' }
  | { outcome: 'unknown-order' }
  /** The money cannot be kept (order closed, paid by another intent, wrong amount): it is refunded. */
  | { outcome: 'refunded'; reason: string }
  /** The webhook event was processed before. */
  | { outcome: 'replayed' };

/**
 * THE one way an order becomes paid (docs/decisions/041), used by the payment confirmation
 * (PATCH), webhooks, the test gateway and the jobs. It asks the gateway for the intent (never
 * trusting what a client says about it) and marks the order paid only when the intent succeeded,
 * carries this order's id in its metadata, and has the order's amount and currency. The database
 * decides between racing callers; repeating it changes nothing; state only moves forward. A
 * succeeded payment that cannot be kept is claimed for a refund and refunded.
 */
export async function settlePayment(services: AppServices, request: SettleRequest): Promise<SettleOutcome> {
  const intent = await paymentGatewayOf(services).retrieveIntent(request.intentId);
  if (!intent) return { outcome: 'unknown-intent' };
  return settleIntent(services, intent, request);
}

/** settlePayment for an intent the gateway has just answered with (a cancel that found it succeeded). */
export async function settleIntent(services: AppServices, intent: GatewayIntent, request: SettleRequest): Promise<SettleOutcome> {
  if (intent.id !== request.intentId || intent.orderId !== request.orderId) return { outcome: 'foreign' };
  // The card that paid, kept with the payment for the order page: from the gateway's answer, or
  // asked before the transaction (a webhook's intent carries no charge); a gateway that cannot say leaves it out.
  const card = intent.status !== 'succeeded' ? null : intent.card !== undefined ? intent.card : await paymentGatewayOf(services).paymentCard(intent.id).catch(() => null);
  const { outcome, refund } = await services.db.transaction().execute((trx) => settleInTransaction(trx, services.config, services.ports, { ...intent, card }, request));
  if (refund) {
    // A failure leaves the claim open; the reconciliation job retries it (and logs if it fails again).
    await refundPayment(services, refund).catch(() => undefined);
  }
  return outcome;
}

async function settleInTransaction(
  trx: Transaction<Database>,
  site: MailSite,
  ports: FeaturePorts,
  intent: GatewayIntent,
  { orderId, via, actor, event }: SettleRequest,
): Promise<{ outcome: SettleOutcome; refund?: RefundClaim }> {
  if (event && !(await recordWebhookEvent(trx, event))) return { outcome: { outcome: 'replayed' } };

  if (intent.status !== 'succeeded') {
    await notePaymentStatus(trx, orderId, intent.id, intent.status);
    return { outcome: { outcome: 'not-succeeded', status: intent.status } };
  }

  const paidAt = new Date();
  const paid = intent.currency === CURRENCY ? await markOrderPaid(trx, orderId, intent.amountCents) : undefined;
  if (paid) {
    await settleOrderPayment(trx, { orderId, gatewayRef: intent.id, amountCents: intent.amountCents, currency: intent.currency, settledAt: paidAt, card: intent.card ?? null });
    await recordOrderEvent(trx, orderId, 'paid', actor, { intentId: intent.id, amountCents: intent.amountCents, currency: intent.currency, via });
    // Numbered last in the transaction that pays, its e-mail queued in the same statement: every paid order has exactly one
    // invoice, the numbers have no gaps, and the counter's row is locked for the least time.
    await ports.issueInvoice(trx, orderId, paidAt, { mail: (invoice) => paymentReceivedMail(site, paid, intent.id, invoice) });
    return { outcome: { outcome: 'paid', transactionId: intent.id } };
  }

  // An order placed on account is not marked paid by a card: the intent paid its invoice (before the order's row is locked: the company's lock comes first).
  const companyId = await accountCompanyOf(trx, orderId);
  if (companyId !== undefined) return settleInvoicePayment(trx, ports, intent, { companyId, orderId, paidAt, actor });

  // Not marked: find out why, with the row locked so the answer holds until we commit.
  const order = await lockOrderForPayment(trx, orderId);
  if (!order) return { outcome: { outcome: 'unknown-order' } };
  if (order.isPaid && (await findSettledPayment(trx, orderId))?.gatewayRef === intent.id) return { outcome: { outcome: 'already-paid', transactionId: intent.id } };

  const reason = order.isPaid
    ? 'The order was already paid with another payment'
    : (CLOSED_STATUSES as readonly string[]).includes(order.status)
      ? `The order was ${order.status} before the payment arrived`
      : 'The payment does not match the order total';
  return refuse(trx, intent, orderId, reason);
}

/** Claims the refund of a succeeded payment that cannot be kept; the caller refunds it after committing. */
async function refuse(trx: Transaction<Database>, intent: GatewayIntent, orderId: string, reason: string): Promise<{ outcome: SettleOutcome; refund?: RefundClaim }> {
  const refund = await claimRefund(trx, { intentId: intent.id, orderId, amountCents: intent.amountCents, currency: intent.currency, reason });
  await notePaymentStatus(trx, orderId, intent.id, 'refunded');
  return { outcome: { outcome: 'refunded', reason }, refund };
}

/**
 * A succeeded intent of an order placed on account paid (some of) its invoice (issue 40): it is
 * recorded as a payment received allocated to the invoice (invoices, through the ports: once per
 * intent, under the company's lock) and settles its attempt here, in this one transaction; the
 * order is paid when that settles the invoice. A second confirmation or a webhook after it finds
 * the payment recorded and changes nothing; an amount the invoice no longer owes (paid meanwhile
 * by a bank transfer, credited) or another currency is refunded, as a mismatched card payment is.
 */
async function settleInvoicePayment(
  trx: Transaction<Database>,
  ports: FeaturePorts,
  intent: GatewayIntent,
  { companyId, orderId, paidAt, actor }: { companyId: string; orderId: string; paidAt: Date; actor: EventActor },
): Promise<{ outcome: SettleOutcome; refund?: RefundClaim }> {
  if (intent.currency !== CURRENCY) return refuse(trx, intent, orderId, 'The payment is not in the shop’s currency');
  const recorded = await ports.recordInvoiceCardPayment(trx, { companyId, orderId, intentId: intent.id, amountCents: intent.amountCents, paidAt }, actor);
  if (recorded.outcome === 'refused') return refuse(trx, intent, orderId, recorded.reason);
  if (recorded.outcome === 'already-paid') return { outcome: { outcome: 'already-paid', transactionId: intent.id } };
  await settleOrderPayment(trx, { orderId, gatewayRef: intent.id, amountCents: intent.amountCents, currency: intent.currency, settledAt: paidAt, card: intent.card ?? null });
  return { outcome: { outcome: 'paid', transactionId: intent.id } };
}

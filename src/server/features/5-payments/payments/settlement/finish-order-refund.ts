import { creditNoteNumberText } from '../../../../../shared/rules/document-numbers';
import type { OrderPaymentStatus } from '../../../../../shared/schemas/payment';
import type { AppServices } from '../../../../services';
import { recordAudit } from '../../../1-platform/audit/audit-log-repository';
import { enqueueMail } from '../../../1-platform/mail/outbox-repository';
import { paymentRefundedMail } from '../../../1-platform/mail/templates/order-mails';
import { recordOrderEvent, SYSTEM } from '../../../4-orders/orders/order-timeline';
import { releaseRestock } from '../../../4-orders/orders/order-line-restocks';
import { findOrderMailFacts } from '../../../4-orders/orders/paid-orders';
import { noteRefundSucceeded, releaseRefund } from '../order-payments-repository';
import { returnStock, type StockMove } from '../../../2-catalogue/products/stock-repository';
import { paymentGatewayOf } from '../gateways/gateway-of';
import { RefundRefusedError } from '../gateways/payment-gateway';
import { markRefundFailed, markRefundSucceeded, type PendingRefund } from '../order-refunds-repository';

export type FinishedRefund =
  | { status: 'succeeded'; creditNoteNumber: string; refundedCents: number; paymentStatus: OrderPaymentStatus }
  | { status: 'failed'; error: string }
  /** Someone else (the reconciliation job, or a first try) finished it meanwhile. */
  | { status: 'finished-elsewhere' };

/** The payment a gateway refund gives back (a credit on an on-account order gives back none and is never pending). */
function paymentIdOf(refund: PendingRefund): string {
  if (refund.paymentId === null) throw new Error(`Refund ${refund.id} is a credit on account: nothing to give back at the gateway`);
  return refund.paymentId;
}

const movesOf = (refund: PendingRefund): StockMove[] => refund.restock.map((line) => ({ productId: line.productId, units: line.quantity }));

/**
 * Asks the gateway to refund a pending admin refund of its payment (`paymentRef`, the intent), with
 * the refund's id as the idempotency key (so the reconciliation job's retry never refunds twice),
 * then settles it in one transaction: succeeded, or failed and its reservation released. A gateway
 * that does not answer (network, 5xx) is thrown as it is: the refund stays pending and the job
 * retries it (retryOrderRefund). A payment without a gateway reference cannot be refunded: failed.
 */
export async function finishOrderRefund(services: AppServices, refund: PendingRefund): Promise<FinishedRefund> {
  const intentId = refund.paymentRef;
  if (!intentId) return failRefund(services, refund, 'The order has no payment to refund');
  let refundId: string;
  try {
    ({ refundId } = await paymentGatewayOf(services).refundPart({ intentId, amountCents: refund.amountCents, idempotencyKey: refund.id, reason: refund.reason }));
  } catch (error) {
    if (!(error instanceof RefundRefusedError)) throw error;
    return failRefund(services, refund, error.message);
  }
  return succeedRefund(services, refund, refundId);
}

/** The reconciliation job's retry of a refund left pending: the same gateway call, the same key. */
export async function retryOrderRefund(services: AppServices, refund: PendingRefund): Promise<void> {
  await finishOrderRefund(services, refund);
}

async function failRefund({ db }: AppServices, refund: PendingRefund, error: string): Promise<FinishedRefund> {
  return db.transaction().execute(async (trx) => {
    if (!(await markRefundFailed(trx, refund.id, error))) return { status: 'finished-elsewhere' } as const;
    await releaseRefund(trx, paymentIdOf(refund), refund.amountCents);
    await releaseRestock(trx, refund.orderId, movesOf(refund));
    return { status: 'failed', error } as const;
  });
}

/**
 * The refund succeeded at the gateway: its units go back to stock, its credit note is numbered,
 * the payment status follows, and the order event, the audit entry and the customer's e-mail are
 * written, all in one transaction.
 */
async function succeedRefund(services: AppServices, refund: PendingRefund, gatewayRefundId: string): Promise<FinishedRefund> {
  const { db, config } = services;
  const { issueCreditNote } = services.ports;
  return db.transaction().execute(async (trx) => {
    if (!(await markRefundSucceeded(trx, refund.id, gatewayRefundId))) return { status: 'finished-elsewhere' } as const;
    const moves = movesOf(refund);
    if (moves.length > 0) await returnStock(trx, moves);
    const creditNote = await issueCreditNote(trx, { refundId: refund.id, orderId: refund.orderId, amountCents: refund.amountCents, issuedAt: new Date() });
    const creditNoteNumber = creditNoteNumberText(creditNote);
    const payment = await noteRefundSucceeded(trx, paymentIdOf(refund));
    const order = await findOrderMailFacts(trx, refund.orderId);
    if (!order) throw new Error(`The refunded order ${refund.orderId} is gone`); // order_refunds' foreign key keeps it
    const admin = refund.adminId && refund.adminEmail ? { id: refund.adminId, email: refund.adminEmail } : null;
    await recordOrderEvent(trx, refund.orderId, 'refunded', admin ? { type: 'admin', id: admin.id } : SYSTEM, {
      amountCents: refund.amountCents,
      reason: refund.reason,
      orderRefundId: refund.id,
      refundId: gatewayRefundId,
      creditNote: creditNoteNumber,
      unitsReturned: moves.reduce((sum, move) => sum + move.units, 0),
    });
    await recordAudit(trx, admin, {
      action: 'order.refunded',
      target: refund.orderId,
      before: { refundedCents: payment.refundedCents - refund.amountCents },
      after: { refundedCents: payment.refundedCents },
      details: { refundId: refund.id, amountCents: refund.amountCents, reason: refund.reason, creditNote: creditNoteNumber, restock: refund.restock },
    });
    const leftPaidCents = payment.amountCents - payment.refundedCents;
    await enqueueMail(trx, paymentRefundedMail(config, order, { amountCents: refund.amountCents, admin: { reason: refund.reason, leftPaidCents, creditNoteNumber: creditNote } }));
    return { status: 'succeeded', creditNoteNumber, refundedCents: payment.refundedCents, paymentStatus: payment.status } as const;
  });
}

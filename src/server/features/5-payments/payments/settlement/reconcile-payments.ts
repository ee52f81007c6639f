import { runEach } from '../../../../jobs/run-each';
import type { AppServices } from '../../../../services';
import { SYSTEM } from '../../../4-orders/orders/order-timeline';
import { leaseStalePayments } from '../order-payments-repository';
import { leaseUnfinishedRefunds } from '../payment-refunds-repository';
import { leaseStaleRefunds } from '../order-refunds-repository';
import { retryOrderRefund } from './finish-order-refund';
import { refundPayment } from './refund-payment';
import { settlePayment } from './settle-payment';

/** A payment processing or awaiting the customer for longer than this is asked about again. */
export const STALE_PAYMENT_MS = 5 * 60_000;
/** A refund claim still open this long after its last try is tried again. */
const REFUND_RETRY_MS = 60_000;
const BATCH = 20;

/**
 * The safety net for missed webhooks (docs/decisions/041): asks the gateway again about intents
 * that have been processing or awaiting action for more than a few minutes, through the one
 * mark-paid function (so a late success is marked paid, or refunded when the order is closed),
 * retries refunds whose gateway call failed, and finishes admins' refunds left pending (a crash or a
 * gateway that did not answer) with the same idempotency key. Each row is leased (SKIP LOCKED + a time stamp),
 * so several instances never work on the same one. Answers how many it looked at.
 */
export async function reconcilePayments(services: AppServices, now = new Date()): Promise<{ payments: number; refunds: number; orderRefunds: number }> {
  const staleBefore = new Date(now.getTime() - STALE_PAYMENT_MS);
  const retryBefore = new Date(now.getTime() - REFUND_RETRY_MS);
  // Each batch runs even if the one before had failures; those are reported afterwards.
  const stale = await leaseStalePayments(services.db, staleBefore, now, BATCH);
  const checkFailure = await failureOf(
    runEach(stale, (payment) => settlePayment(services, { orderId: payment.orderId, intentId: payment.gatewayRef!, via: 'reconciliation', actor: SYSTEM }), 'payment checks'),
  );
  const refunds = await leaseUnfinishedRefunds(services.db, retryBefore, now, BATCH);
  const refundFailure = await failureOf(runEach(refunds, (claim) => refundPayment(services, claim), 'refund retries'));
  const pending = await leaseStaleRefunds(services.db, retryBefore, now, BATCH);
  await runEach(pending, (refund) => retryOrderRefund(services, refund), 'order refund retries');
  if (checkFailure ?? refundFailure) throw checkFailure ?? refundFailure;
  return { payments: stale.length, refunds: refunds.length, orderRefunds: pending.length };
}

/** What `work` failed with, or null: a failure kept to be thrown once the other batches ran. */
const failureOf = (work: Promise<unknown>): Promise<unknown> => work.then(() => null, (error: unknown) => error);

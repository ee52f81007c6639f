import { runEach } from '../../../jobs/run-each';
import type { AppServices } from '../../../services';
import { SYSTEM } from '../../orders/order-timeline';
import { leaseStalePayments } from '../../orders/payment-state-repository';
import { leaseUnfinishedRefunds } from '../payment-refunds-repository';
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
 * and retries refunds whose gateway call failed. Each row is leased (SKIP LOCKED + a time stamp),
 * so several instances never work on the same one. Answers how many it looked at.
 */
export async function reconcilePayments(services: AppServices, now = new Date()): Promise<{ payments: number; refunds: number }> {
  const stale = await leaseStalePayments(services.db, new Date(now.getTime() - STALE_PAYMENT_MS), now, BATCH);
  // The refunds run even if some checks failed; those failures are reported afterwards.
  const checkFailure = await runEach(
    stale,
    (order) => settlePayment(services, { orderId: order.id, intentId: order.paymentIntentId!, via: 'reconciliation', actor: SYSTEM }),
    'payment checks',
  ).then(
    () => null,
    (error: unknown) => error,
  );
  const refunds = await leaseUnfinishedRefunds(services.db, new Date(now.getTime() - REFUND_RETRY_MS), now, BATCH);
  await runEach(refunds, (claim) => refundPayment(services, claim), 'refund retries');
  if (checkFailure) throw checkFailure;
  return { payments: stale.length, refunds: refunds.length };
}

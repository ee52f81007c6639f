import { runEach } from '../../../../jobs/run-each';
import type { AppServices } from '../../../../services';
import { closeOrder } from './close-order';
import { holdInWords } from '../order-hold';
import { SYSTEM } from '../order-timeline';
import { leaseOrdersToExpire } from '../orders-repository';

/** How long one sweeper keeps the orders it took before another may take them again. */
const LEASE_MS = 60_000;
const BATCH = 50;

/**
 * Expires unpaid orders whose own deadline (`expires_at`, set when they were placed from the
 * buyer's verification state: docs/decisions/043) has passed at `now`, the way a customer's
 * cancel closes them (closeOrder): intent cancelled at the gateway, row kept with the reason,
 * units back to stock once, an `expired` event. Safe with several sweepers at once: each takes its
 * batch with FOR UPDATE SKIP LOCKED and a lease, and the close itself is conditional. An order
 * whose payment turns out to have succeeded is marked paid instead; one still processing waits
 * for the reconciliation. Answers how many orders this run expired.
 */
export async function expireUnpaidOrders(services: AppServices, now = new Date()): Promise<number> {
  const orders = await leaseOrdersToExpire(services.db, now, LEASE_MS, BATCH);
  // A failure leaves its order leased for a minute; a later run retries it.
  const outcomes = await runEach(
    orders,
    (order) =>
      closeOrder(services, {
        order,
        status: 'expired',
        reason: `Not paid within ${holdInWords(order.expiresAt.getTime() - order.createdAt.getTime())}`,
        actor: SYSTEM,
      }),
    'order expiries',
  );
  return outcomes.filter((outcome) => outcome === 'closed').length;
}

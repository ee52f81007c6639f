import { runEach } from '../../jobs/run-each';
import type { Config } from '../../config';
import type { AppServices } from '../../trpc/context';
import { closeOrder } from './close-order';
import { SYSTEM } from './order-events-repository';
import { leaseOrdersToExpire } from './orders-repository';

/** How long one sweeper keeps the orders it took before another may take them again. */
const LEASE_MS = 60_000;
const BATCH = 50;

/** ORDER_HOLD_HOURS as customers read it: hours, at most two decimals. */
export const orderHoldHours = (config: Config) => Math.round((config.payments.orderHoldMs / 3_600_000) * 100) / 100;

/**
 * Expires unpaid orders placed more than ORDER_HOLD_HOURS before `now`, the way a customer's
 * cancel closes them (closeOrder): intent cancelled at the gateway, row kept with the reason,
 * units back to stock once, an `expired` event. Safe with several sweepers at once: each takes its
 * batch with FOR UPDATE SKIP LOCKED and a lease, and the close itself is conditional. An order
 * whose payment turns out to have succeeded is marked paid instead; one still processing waits
 * for the reconciliation. Answers how many orders this run expired.
 */
export async function expireUnpaidOrders(services: AppServices, now = new Date()): Promise<number> {
  const holdMs = services.config.payments.orderHoldMs;
  const orders = await leaseOrdersToExpire(services.db, new Date(now.getTime() - holdMs), now, LEASE_MS, BATCH);
  const hours = orderHoldHours(services.config);
  // A failure leaves its order leased for a minute; a later run retries it.
  const outcomes = await runEach(
    orders,
    (order) => closeOrder(services, { order, status: 'expired', reason: `Not paid within ${hours} hours`, actor: SYSTEM }),
    'order expiries',
  );
  return outcomes.filter((outcome) => outcome === 'closed').length;
}

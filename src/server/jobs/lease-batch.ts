import type { SelectQueryBuilder } from 'kysely';

/**
 * The rows a sweep leases: the first `limit` candidates in the caller's order, locked
 * `FOR UPDATE SKIP LOCKED`, so that two sweeps running at once take disjoint batches instead of
 * waiting on each other (docs/architecture.md#background-jobs). The caller puts it in the `where`
 * of an `update` that stamps the rows (a checked-at or attempted-at time), and that fresh stamp
 * keeps the rows away from other sweeps once the lock is gone, and a row whose work failed away
 * until the next run. pg-boss runs one job of a sweep's queue at a time, but a job it took back
 * from a silent worker may still be running, and a webhook or a test may sweep beside it.
 * Used by the order expiry sweep, payment reconciliation and refund retries.
 *
 * @example
 * db.updateTable('orders')
 *   .set({ paymentCheckedAt: now })
 *   .where('id', 'in', (eb) => leaseBatch(eb.selectFrom('orders').select('id').where(...).orderBy('expiresAt'), 100))
 *   .returning(['id'])
 */
export function leaseBatch<DB, TB extends keyof DB, O>(candidates: SelectQueryBuilder<DB, TB, O>, limit: number): SelectQueryBuilder<DB, TB, O> {
  return candidates.limit(limit).forUpdate().skipLocked();
}

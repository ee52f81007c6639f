import type { SelectQueryBuilder } from 'kysely';

/**
 * The rows a periodic job leases: the first `limit` candidates in the caller's order, locked
 * `FOR UPDATE SKIP LOCKED`, so that instances running the same job at once take disjoint batches
 * instead of waiting on each other (docs/architecture.md#background-jobs). The caller puts it in
 * the `where` of an `update` that stamps the rows (a checked-at, attempted-at or next-attempt
 * time), and that fresh stamp keeps the rows away from other instances once the lock is gone.
 * Used by the order expiry sweep, payment reconciliation, refund retries and the mail outbox.
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

import type { DB } from '../../../db/database';
import { leaseBatch } from '../../../jobs/lease-batch';

export interface RefundClaim {
  intentId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  reason: string;
}

/**
 * Claims the refund of one intent's payment. The intent id is the key, so of every caller that
 * finds the same payment cannot be kept (webhook, confirmation, job) exactly one gets the claim.
 */
export async function claimRefund(db: DB, claim: RefundClaim): Promise<RefundClaim | undefined> {
  const claimed = await db.insertInto('paymentRefunds').values(claim).onConflict((oc) => oc.column('intentId').doNothing()).returning('intentId').executeTakeFirst();
  return claimed ? claim : undefined;
}

/** Marks the claim refunded with the gateway's refund id; false when it already was. */
export async function finishRefund(db: DB, intentId: string, refundId: string): Promise<boolean> {
  const done = await db
    .updateTable('paymentRefunds')
    .set({ refundId, refundedAt: new Date() })
    .where('intentId', '=', intentId)
    .where('refundId', 'is', null)
    .returning('intentId')
    .executeTakeFirst();
  return done !== undefined;
}

/**
 * Takes up to `limit` claims still not refunded whose last attempt began before `staleBefore`, and
 * stamps them attempted `now` (a lease: another instance skips them).
 */
export function leaseUnfinishedRefunds(db: DB, staleBefore: Date, now: Date, limit: number): Promise<RefundClaim[]> {
  return db
    .updateTable('paymentRefunds')
    .set({ attemptedAt: now })
    .where('intentId', 'in', (eb) =>
      leaseBatch(eb.selectFrom('paymentRefunds').select('intentId').where('refundId', 'is', null).where('attemptedAt', '<', staleBefore).orderBy('attemptedAt'), limit),
    )
    .returning(['intentId', 'orderId', 'amountCents', 'currency', 'reason'])
    .execute();
}

import type { DB } from '../../../db/database';
import type { FeaturePorts } from '../../../services';
import { leaseBatch } from '../../../jobs/lease-batch';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/schema';
import { userEmail, userName } from '../../3-accounts/accounts/user-lookups';

/** An admin's refund as it is asked for: the order and the payment it gives back, the amount, why, and the units to put back. */
export interface RefundRequest {
  orderId: string;
  /** The settled payment it gives back; null: a credit on an on-account order. */
  paymentId: string | null;
  amountCents: number;
  reason: string;
  restock: { productId: string; quantity: number }[];
  adminId: string;
}

/**
 * A refund as finishing it needs it: with its payment's gateway reference (what the gateway
 * refunds) and its admin's e-mail now (for the audit entry).
 */
const refundColumns = (eb: ExpressionBuilder<Database, 'orderRefunds'>) =>
  [
    'orderRefunds.id',
    'orderRefunds.orderId',
    'orderRefunds.paymentId',
    eb.selectFrom('orderPayments').select('orderPayments.gatewayRef').whereRef('orderPayments.id', '=', 'orderRefunds.paymentId').$asScalar().as('paymentRef'),
    'orderRefunds.amountCents',
    'orderRefunds.reason',
    'orderRefunds.restock',
    'orderRefunds.adminId',
    userEmail(eb.ref('orderRefunds.adminId')).as('adminEmail'),
  ] as const;

/** Records a refund as pending (its amount is reserved on its payment, its units on the order's lines, in the same transaction). */
export function insertPendingRefund(db: DB, refund: RefundRequest) {
  return db
    .insertInto('orderRefunds')
    .values({ ...refund, restock: JSON.stringify(refund.restock) })
    .returning(refundColumns)
    .executeTakeFirstOrThrow();
}

export type PendingRefund = Awaited<ReturnType<typeof insertPendingRefund>>;

/**
 * Records an admin's refund of an on-account order as a credit (issue 40): it gives back no
 * payment (`payment_id` null) and moves no money, so it is succeeded as it is recorded, in the
 * transaction that issues its credit note.
 */
export function insertAccountCredit(db: DB, credit: Omit<RefundRequest, 'paymentId'>) {
  return db
    .insertInto('orderRefunds')
    .values({ ...credit, paymentId: null, status: 'succeeded', completedAt: new Date(), restock: JSON.stringify(credit.restock) })
    .returning(['id', 'amountCents', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** What the on-account order's credits add up to, in cents (its credit notes' sum: each credit has one). */
export async function accountCreditedCents(db: DB, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('orderRefunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountCents'), eb.lit(0)).as('sum'))
    .where('orderId', '=', orderId)
    .where('paymentId', 'is', null)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

/** Marks a pending refund succeeded with the gateway's refund id; undefined when it was no longer pending. */
export function markRefundSucceeded(db: DB, id: string, gatewayRefundId: string) {
  return db
    .updateTable('orderRefunds')
    .set({ status: 'succeeded', gatewayRefundId, completedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(refundColumns)
    .executeTakeFirst();
}

/** Marks a pending refund failed with the gateway's words; undefined when it was no longer pending. */
export function markRefundFailed(db: DB, id: string, error: string) {
  return db
    .updateTable('orderRefunds')
    .set({ status: 'failed', error: error.slice(0, 1000), completedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(refundColumns)
    .executeTakeFirst();
}

/**
 * Takes up to `limit` refunds still pending whose last attempt began before `staleBefore` (the
 * process asking the gateway died, or the gateway did not answer) and stamps them attempted `now`:
 * a lease, so another instance of the reconciliation job skips them.
 */
export function leaseStaleRefunds(db: DB, staleBefore: Date, now: Date, limit: number): Promise<PendingRefund[]> {
  return db
    .updateTable('orderRefunds')
    .set({ attemptedAt: now })
    .where('id', 'in', (eb) =>
      leaseBatch(eb.selectFrom('orderRefunds').select('id').where('status', '=', 'pending').where('attemptedAt', '<', staleBefore).orderBy('attemptedAt'), limit),
    )
    .returning(refundColumns)
    .execute();
}

/**
 * The order's refunds, oldest first, with their credit note numbers (invoices' subquery, handed in:
 * AppServices.ports) and the refunding admin's name.
 */
export function listOrderRefunds(db: DB, orderId: string, creditNoteNumberOf: FeaturePorts['creditNoteNumberOf']) {
  return db
    .selectFrom('orderRefunds')
    .select((eb) => [
      'orderRefunds.id',
      'orderRefunds.amountCents',
      'orderRefunds.reason',
      'orderRefunds.status',
      'orderRefunds.error',
      'orderRefunds.restock',
      'orderRefunds.createdAt',
      'orderRefunds.paymentId',
      creditNoteNumberOf(eb.ref('orderRefunds.id')).as('creditNote'),
      userName(eb.ref('orderRefunds.adminId')).as('admin'),
    ])
    .where('orderRefunds.orderId', '=', orderId)
    .orderBy('orderRefunds.createdAt')
    .orderBy('orderRefunds.id')
    .execute();
}

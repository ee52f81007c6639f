import type { Updateable } from 'kysely';
import type { IntentStatus } from '../../../../shared/schemas/payment';
import type { DB } from '../../../db/database';
import type { PaymentIntentsTable } from '../../../db/schema';
import { orderOwnerId } from '../../orders/order-owners';
import { PAYABLE_STATUSES } from './payment-gateway';

const intentColumns = [
  'paymentIntents.id',
  'paymentIntents.clientSecret',
  'paymentIntents.orderId',
  'paymentIntents.amountCents',
  'paymentIntents.currency',
  'paymentIntents.status',
  'paymentIntents.lastError',
  'paymentIntents.lastErrorCode',
  'paymentIntents.cardLast4',
  'paymentIntents.refundId',
  'paymentIntents.createdAt',
] as const;

export function findTestIntent(db: DB, id: string) {
  return db.selectFrom('paymentIntents').select(intentColumns).where('id', '=', id).executeTakeFirst();
}

export type TestIntentRow = NonNullable<Awaited<ReturnType<typeof findTestIntent>>>;

/** The intent with the id of the customer whose order it pays (who may confirm it). */
export function findTestIntentWithOwner(db: DB, id: string) {
  return db
    .selectFrom('paymentIntents')
    .select((eb) => [...intentColumns, orderOwnerId(eb.ref('paymentIntents.orderId')).as('ownerId')])
    .where('paymentIntents.id', '=', id)
    .executeTakeFirst();
}

/**
 * Stores a new intent unless one was already stored under the same idempotency key, and answers
 * whichever is stored: two racing requests with one key get one intent, as on Stripe.
 */
export async function insertTestIntent(
  db: DB,
  intent: { id: string; clientSecret: string; orderId: string; amountCents: number; currency: string; idempotencyKey: string },
): Promise<TestIntentRow> {
  await db
    .insertInto('paymentIntents')
    .values({ ...intent, status: 'requires_payment_method' })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .execute();
  return db.selectFrom('paymentIntents').select(intentColumns).where('idempotencyKey', '=', intent.idempotencyKey).executeTakeFirstOrThrow();
}

/**
 * Moves the intent to a new state only while it is in one of `from`: the database decides which
 * of two racing confirmations (or a confirmation and a cancel) goes first. Undefined when the
 * intent was not in such a state.
 */
export function moveTestIntent(db: DB, id: string, from: readonly IntentStatus[], change: Updateable<PaymentIntentsTable> & { status: IntentStatus }) {
  return db
    .updateTable('paymentIntents')
    .set({ ...change, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(intentColumns)
    .executeTakeFirst();
}

/** Cancels the intent while it can still be paid. */
export function cancelTestIntentRow(db: DB, id: string) {
  return moveTestIntent(db, id, PAYABLE_STATUSES, { status: 'canceled' });
}

/** Records a full refund of a succeeded intent, once: answers the refund id, new or earlier. */
export async function refundTestIntentRow(db: DB, id: string, newRefundId: string): Promise<string | null> {
  const refunded = await db
    .updateTable('paymentIntents')
    .set({ refundId: newRefundId, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'succeeded')
    .where('refundId', 'is', null)
    .returning('refundId')
    .executeTakeFirst();
  if (refunded) return refunded.refundId;
  return (await findTestIntent(db, id))?.refundId ?? null;
}

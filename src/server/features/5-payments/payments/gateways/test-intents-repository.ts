import { sql, type Updateable } from 'kysely';
import type { IntentStatus } from '../../../../../shared/schemas/payment';
import type { DB } from '../../../../db/database';
import type { PaymentIntentsTable, TestPartRefund } from '../../../../db/schema';
import { orderOwnerId } from '../../../4-orders/orders/order-owners';
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

/**
 * Records a refund of part of a succeeded intent's charge, in one conditional statement: only
 * while the refunds together stay within the amount and no refund holds this idempotency key yet,
 * so racing refunds of one intent never pass its charge and a repeated key never refunds twice.
 * Undefined when nothing was recorded (the caller reads the intent to say why).
 */
export function addTestPartRefund(db: DB, intentId: string, refund: TestPartRefund) {
  const entry = sql`jsonb_build_array(jsonb_build_object('id', ${refund.id}::text, 'amountCents', ${refund.amountCents}::bigint, 'idempotencyKey', ${refund.idempotencyKey}::text))`;
  return db
    .updateTable('paymentIntents')
    .set({ partRefunds: sql`part_refunds || ${entry}`, updatedAt: new Date() })
    .where('id', '=', intentId)
    .where('status', '=', 'succeeded')
    .where('refundId', 'is', null)
    .where(sql<boolean>`not part_refunds @> jsonb_build_array(jsonb_build_object('idempotencyKey', ${refund.idempotencyKey}::text))`)
    .where(sql<boolean>`(select coalesce(sum((r->>'amountCents')::bigint), 0) from jsonb_array_elements(part_refunds) r) + ${refund.amountCents} <= amount_cents`)
    .returning('id')
    .executeTakeFirst();
}

/** The intent's status, amount and refunds, to answer a repeated key or say why a refund was refused. */
export function findTestPartRefunds(db: DB, intentId: string) {
  return db.selectFrom('paymentIntents').select(['status', 'amountCents', 'refundId', 'partRefunds']).where('id', '=', intentId).executeTakeFirst();
}

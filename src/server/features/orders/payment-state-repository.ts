import type { OrderPaymentStatus } from '../../../shared/schemas/payment';
import type { DB } from '../../db/database';
import type { OrderMailFacts } from '../mail/templates/order-mails';
import { orderMailFacts } from './order-lines';
import { leaseBatch } from '../../jobs/lease-batch';
import { isOpenUnpaid, isUnpaid } from './open-unpaid-orders';

/*
 * The order's payment state (its intent, attempts, gateway status, paid), read and written for the
 * payments feature: orders owns the `orders` table, payments decides when these run.
 */

const paymentColumns = ['id', 'userId', 'totalCents', 'status', 'isPaid', 'transactionId', 'paymentIntentId', 'paymentAttempts'] as const;

/** What paying for an order needs to know about it. */
export function findOrderForPayment(db: DB, orderId: string) {
  return db.selectFrom('orders').select(paymentColumns).where('id', '=', orderId).executeTakeFirst();
}

/** The order's facts for an e-mail about it. */
export function findOrderMailFacts(db: DB, orderId: string) {
  return db.selectFrom('orders').select(orderMailFacts).where('id', '=', orderId).executeTakeFirst();
}

export type PaymentOrderRow = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>;

/** The same, with the row locked until the transaction ends: its state cannot change under us. */
export function lockOrderForPayment(db: DB, orderId: string) {
  return db.selectFrom('orders').select(paymentColumns).where('id', '=', orderId).forUpdate().executeTakeFirst();
}

/**
 * Makes `intentId` the order's intent for attempt number `attempt`, only while the order is
 * still pending and no other attempt was stored meanwhile. False when that was not so.
 */
export async function storeOrderIntent(db: DB, orderId: string, intentId: string, attempt: number, status: OrderPaymentStatus): Promise<boolean> {
  const stored = await db
    .updateTable('orders')
    .set({ paymentIntentId: intentId, paymentAttempts: attempt, paymentStatus: status, paymentCheckedAt: new Date() })
    .where('id', '=', orderId)
    .where('paymentAttempts', '=', attempt - 1)
    .where(isOpenUnpaid)
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}

/**
 * The one statement that marks an order paid: only a pending, unpaid order whose total is the
 * amount paid, at `paidAt` (its invoice's date too). Postgres re-checks the condition after waiting for a concurrent writer, so of
 * several racing confirmations exactly one gets the row back: its facts for the e-mail, or
 * undefined for every other caller.
 */
export function markOrderPaid(db: DB, orderId: string, intentId: string, amountCents: number, paidAt: Date): Promise<OrderMailFacts | undefined> {
  return db
    .updateTable('orders')
    .set({ isPaid: true, status: 'processing', transactionId: intentId, paidAt, paymentStatus: 'succeeded', paymentCheckedAt: paidAt })
    .where('id', '=', orderId)
    .where(isOpenUnpaid)
    .where('totalCents', '=', amountCents)
    .returning(orderMailFacts)
    .executeTakeFirst();
}

/** Remembers what the gateway said about the order's current intent (for the reconciliation job). */
export async function notePaymentStatus(db: DB, orderId: string, intentId: string, status: OrderPaymentStatus): Promise<void> {
  await db
    .updateTable('orders')
    .set({ paymentStatus: status, paymentCheckedAt: new Date() })
    .where('id', '=', orderId)
    .where('paymentIntentId', '=', intentId)
    .where(isUnpaid)
    .execute();
}

/**
 * Takes up to `limit` unpaid orders whose payment has been processing or awaiting the customer's
 * action since before `staleBefore`, and stamps them as checked `now`: a lease, so another
 * instance running the same job skips them (SKIP LOCKED while we stamp, then the fresh stamp).
 */
export function leaseStalePayments(db: DB, staleBefore: Date, now: Date, limit: number) {
  return db
    .updateTable('orders')
    .set({ paymentCheckedAt: now })
    .where('id', 'in', (eb) =>
      leaseBatch(
        eb
          .selectFrom('orders')
          .select('id')
          .where(isUnpaid)
          .where('paymentIntentId', 'is not', null)
          .where('paymentStatus', 'in', ['processing', 'requires_action'])
          .where('paymentCheckedAt', '<', staleBefore)
          .orderBy('paymentCheckedAt'),
        limit,
      ),
    )
    .returning(['id', 'paymentIntentId'])
    .execute();
}

import type { DB } from '../../../db/database';
import type { OrderMailFacts } from '../../1-platform/mail/templates/order-mails';
import { orderMailFacts } from './order-lines';
import { isOpenUnpaid } from './open-unpaid-orders';

/*
 * "Paid" as part of what an order is (`orders.is_paid` and the lifecycle `status`,
 * docs/decisions/125-paid-is-an-order-fact.md): read for the reviews rule and for payments, and the one statement
 * that marks an order paid. How and when it was paid (attempts, the gateway's reference and status,
 * the settling time, refunds) is payments' own state (`order_payments`).
 */

/** Whether `userId` has paid for at least one order (a cancelled or expired order never was); reviews ask (docs/product.md#reviews). */
export async function hasPaidOrder(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('userId', '=', userId).where('isPaid', '=', true).limit(1).executeTakeFirst();
  return row !== undefined;
}

const paymentColumns = ['id', 'userId', 'companyId', 'paymentMethod', 'totalCents', 'status', 'isPaid'] as const;

/** What paying for (or refunding) an order needs to know about it. */
export function findOrderForPayment(db: DB, orderId: string) {
  return db.selectFrom('orders').select(paymentColumns).where('id', '=', orderId).executeTakeFirst();
}

export type PaymentOrderRow = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>;

/** The same, with the row locked until the transaction ends: its state cannot change under us. */
export function lockOrderForPayment(db: DB, orderId: string) {
  return db.selectFrom('orders').select(paymentColumns).where('id', '=', orderId).forUpdate().executeTakeFirst();
}

/**
 * Locks the order while it is still open and unpaid (pending, not paid), until the transaction
 * ends: a payment attempt stored meanwhile is stored before any close or payment of the order
 * (they wait for the lock). Undefined when it is no longer open.
 */
export function lockOpenUnpaidOrder(db: DB, orderId: string) {
  return db.selectFrom('orders').select('id').where('id', '=', orderId).where(isOpenUnpaid).forUpdate().executeTakeFirst();
}

/** The order's facts for an e-mail about it. */
export function findOrderMailFacts(db: DB, orderId: string) {
  return db.selectFrom('orders').select(orderMailFacts).where('id', '=', orderId).executeTakeFirst();
}

/**
 * The one statement that marks an order paid: only a pending, unpaid order whose total is the
 * amount paid. Postgres re-checks the condition after waiting for a concurrent writer, so of
 * several racing confirmations exactly one gets the row back: its facts for the e-mail, or
 * undefined for every other caller. The winner settles its payment (which and when) in payments'
 * `order_payments`, in the same transaction.
 */
export function markOrderPaid(db: DB, orderId: string, amountCents: number): Promise<OrderMailFacts | undefined> {
  return db
    .updateTable('orders')
    .set({ isPaid: true, status: 'processing' })
    .where('id', '=', orderId)
    .where(isOpenUnpaid)
    .where('totalCents', '=', amountCents)
    .returning(orderMailFacts)
    .executeTakeFirst();
}

import type { DB } from '../../db/database';
import { orderLinesOf } from './order-lines';

/* What a paid order's receipt shows, for payments (orders owns `orders`). */

/**
 * The order's receipt facts, with its owner's id so the caller can keep others' orders unknown.
 * Undefined for an unknown id.
 */
export function findOrderReceipt(db: DB, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'userId', 'customerName', 'totalCents', 'isPaid', 'paidAt', 'transactionId'])
    .select(orderLinesOf)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export type OrderReceiptRow = NonNullable<Awaited<ReturnType<typeof findOrderReceipt>>>;

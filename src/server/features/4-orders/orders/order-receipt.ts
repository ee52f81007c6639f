import type { DB } from '../../../db/database';
import { orderLinesOf } from './order-lines';

/* What a paid order's receipt and its invoice show of the order, for payments and invoices (orders owns `orders`; the payment is payments'). */

/**
 * The order's receipt facts (the buyer's contact details and PO number too, for the invoice), with
 * its owner's id so the caller can keep others' orders unknown. Undefined for an unknown id.
 */
export function findOrderReceipt(db: DB, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'userId', 'customerName', 'email', 'phone', 'address', 'poNumber', 'totalCents', 'isPaid'])
    .select(orderLinesOf)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export type OrderReceiptRow = NonNullable<Awaited<ReturnType<typeof findOrderReceipt>>>;

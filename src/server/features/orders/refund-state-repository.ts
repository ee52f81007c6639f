import { sql } from 'kysely';
import type { OrderPaymentStatus } from '../../../shared/schemas/payment';
import type { DB } from '../../db/database';
import type { StockMove } from '../products/stock-repository';
import { orderMailFacts } from './order-lines';

/*
 * The order's refund state (`orders.refunded_cents`, `order_lines.restocked`), read and written
 * for payments' admin refunds: orders owns the tables, payments decides when these run. Both
 * counters hold what has been given back or is being given back (a pending refund's reservation),
 * and their CHECKs keep them within the order's total and each line's units.
 */

/** What refunding an order needs to know about it: paid, its intent, the total and what was refunded. */
export function findOrderForRefund(db: DB, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'isPaid', 'transactionId', 'totalCents', 'refundedCents', 'paymentStatus'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** Each line's product, units and units already put back, first line first. */
export function listRefundableLines(db: DB, orderId: string) {
  return db.selectFrom('orderLines').select(['productId', 'quantity', 'restocked']).where('orderId', '=', orderId).orderBy('position').execute();
}

/**
 * Reserves `amountCents` of a paid order's total for a refund, in one conditional statement: of
 * admins refunding at once, each waits for the one before and re-checks what is left, so together
 * they never pass the total (the CHECK orders_refunds_within_total is the last word). Answers the
 * order's new refunded amount and its mail facts, or undefined when unpaid, unknown or too much.
 */
export function reserveRefund(db: DB, orderId: string, amountCents: number) {
  return db
    .updateTable('orders')
    .set((eb) => ({ refundedCents: eb('refundedCents', '+', amountCents) }))
    .where('id', '=', orderId)
    .where('isPaid', '=', true)
    .where((eb) => eb(eb('refundedCents', '+', amountCents), '<=', eb.ref('totalCents')))
    .returning(['refundedCents', 'totalCents'])
    .executeTakeFirst();
}

/**
 * Reserves units of the order's lines to go back to stock, in one statement: each move only while
 * its line still has that many units not put back. Answers how many moves were reserved (all of
 * them, or the caller rolls back).
 */
export async function reserveRestock(db: DB, orderId: string, moves: readonly StockMove[]): Promise<number> {
  if (moves.length === 0) return 0;
  const result = await sql`update order_lines set restocked = order_lines.restocked + moves.units
    from unnest(${moves.map((m) => m.productId)}::uuid[], ${moves.map((m) => m.units)}::int[]) as moves(id, units)
    where order_lines.order_id = ${orderId} and order_lines.product_id = moves.id and order_lines.restocked + moves.units <= order_lines.quantity`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Gives back a failed refund's reservation: its amount and its units. A payment status that
 * already says refunded follows what is left reserved (another refund of it succeeded before).
 */
export async function releaseRefund(db: DB, orderId: string, amountCents: number, moves: readonly StockMove[]): Promise<void> {
  await db
    .updateTable('orders')
    .set((eb) => ({
      refundedCents: eb('refundedCents', '-', amountCents),
      paymentStatus: sql<OrderPaymentStatus>`case when payment_status not in ('refunded', 'partially_refunded') then payment_status
        when refunded_cents - ${amountCents} > 0 then 'partially_refunded' else 'succeeded' end`,
    }))
    .where('id', '=', orderId)
    .execute();
  if (moves.length === 0) return;
  await sql`update order_lines set restocked = order_lines.restocked - moves.units
    from unnest(${moves.map((m) => m.productId)}::uuid[], ${moves.map((m) => m.units)}::int[]) as moves(id, units)
    where order_lines.order_id = ${orderId} and order_lines.product_id = moves.id`.execute(db);
}

/**
 * Once a refund succeeded: the payment status is `refunded` when everything reserved is the whole
 * total, `partially_refunded` otherwise. Answers the order's facts for the customer's e-mail.
 */
export function noteRefundSucceeded(db: DB, orderId: string) {
  return db
    .updateTable('orders')
    .set({ paymentStatus: sql<OrderPaymentStatus>`case when refunded_cents = total_cents then 'refunded' else 'partially_refunded' end` })
    .where('id', '=', orderId)
    .returning(orderMailFacts)
    .returning(['refundedCents', 'paymentStatus'])
    .executeTakeFirstOrThrow();
}

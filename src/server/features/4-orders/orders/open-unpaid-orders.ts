import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * "Unpaid": an order nobody has paid for yet. Payments update an order only while this holds,
 * so a late or repeated confirmation cannot move a paid order backwards.
 *
 * @example
 * db.updateTable('orders').set(...).where(isUnpaid) // where "is_paid" = false
 */
export function isUnpaid(eb: ExpressionBuilder<Database, 'orders'>): Expression<SqlBool> {
  return eb('isPaid', '=', false);
}

/**
 * "Open unpaid orders": pending and unpaid, the state in which an order holds stock, may be paid,
 * cancelled by its buyer or expired. The buyer's limit of open orders, the expiry sweep, marking an
 * order paid and the overview's count all mean exactly this (partial indexes on `orders` are
 * written for this predicate). Its TypeScript twin, for an order already read, is
 * `isOpenUnpaidOrder` (src/shared/rules/open-unpaid-order.ts); test/server/orders/order-locks-rules.test.ts
 * runs the same rows through both.
 *
 * @example
 * db.selectFrom('orders').select('id').where(isOpenUnpaid) // where ("status" = 'pending' and "is_paid" = false)
 */
export function isOpenUnpaid(eb: ExpressionBuilder<Database, 'orders'>): Expression<SqlBool> {
  return eb.and([eb('status', '=', 'pending'), isUnpaid(eb)]);
}

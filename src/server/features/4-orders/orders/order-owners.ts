import { expressionBuilder, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';

/* Whose order a row is about, for payments and invoices (orders owns `orders`). */

/**
 * The id of the customer who placed the order `orderId` holds (a column of the caller's row that
 * references orders.id, so the order exists): a scalar subquery the caller selects in its own
 * statement.
 *
 * @example
 * db.selectFrom('paymentIntents').select((eb) => orderOwnerId(eb.ref('paymentIntents.orderId')).as('ownerId'))
 */
export function orderOwnerId(orderId: Expression<string>) {
  return expressionBuilder<Database, never>().selectFrom('orders').select('orders.userId').where('orders.id', '=', orderId).$asScalar();
}

/**
 * The id of the company the order `orderId` holds was placed for (null: a customer buying for
 * themselves): a scalar subquery, as orderOwnerId. An on-account order always has one.
 *
 * @example
 * db.selectFrom('invoices').select((eb) => orderCompanyId(eb.ref('invoices.orderId')).as('companyId'))
 */
export function orderCompanyId(orderId: Expression<string>) {
  return expressionBuilder<Database, never>().selectFrom('orders').select('orders.companyId').where('orders.id', '=', orderId).$asScalar();
}

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
 * The id of the company the order `orderId` holds was placed for on account, while it still may
 * owe something: null for a card order, and for one cancelled or expired (nothing is owed for it).
 * A scalar subquery, as orderOwnerId: what the invoice reminders find a company by.
 *
 * @example
 * db.selectFrom('invoices').select((eb) => openAccountCompanyId(eb.ref('invoices.orderId')).as('companyId'))
 */
export function openAccountCompanyId(orderId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('orders')
    .select('orders.companyId')
    .where('orders.id', '=', orderId)
    .where('orders.paymentMethod', '=', 'account')
    .where('orders.status', 'not in', ['cancelled', 'expired'])
    .$asScalar();
}

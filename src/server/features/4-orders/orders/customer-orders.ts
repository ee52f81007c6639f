import { expressionBuilder, type Expression } from 'kysely';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';

/* What the admin's customer list and customer page show of a customer's orders, and what invoices bill (orders owns `orders`). */

/**
 * One row of the orders of the user `userId` holds, walking orders_user_created_idx: how many
 * they placed (any status) and when they last ordered (null before the first). A subquery the
 * caller joins laterally, one row per user. What they spent is payments' (paid-amounts.ts, over
 * orderIdsOfUser).
 *
 * @example
 * db.selectFrom(page.as('account')).innerJoinLateral((eb) => orderFiguresOf(eb.ref('account.id')).as('figures'), (join) => join.onTrue())
 */
export function orderFiguresOf(userId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('orders')
    .where('orders.userId', '=', userId)
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn.max('orders.createdAt').$castTo<Date | null>().as('lastOrderAt'),
    ]);
}

/** The ids of the user `userId`'s orders, as a subquery (orders_user_created_idx). */
export function orderIdsOfUser(userId: Expression<string>) {
  return expressionBuilder<Database, never>().selectFrom('orders').select('orders.id').where('orders.userId', '=', userId);
}

/** A customer's latest `limit` orders, most recent first, with how many lines each has (a query to run or wrap). */
export function latestOrdersOfUser(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['orders.id', 'orders.number', 'orders.createdAt', 'orders.status', 'orders.isPaid', 'orders.totalCents', 'orders.phone'])
    .select((eb) => eb.selectFrom('orderLines').select(eb.fn.countAll<number>().as('n')).whereRef('orderLines.orderId', '=', 'orders.id').$asScalar().as('lines'))
    .where('orders.userId', '=', userId)
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit);
}

/**
 * The number and total of the order `orderId` holds (a column of the caller's row that references
 * orders.id): a subquery the caller joins laterally, for the documents lists of invoices.
 *
 * @example
 * db.selectFrom('invoices').innerJoinLateral((eb) => orderNumberAndTotalOf(eb.ref('invoices.orderId')).as('o'), (join) => join.onTrue())
 */
export function orderNumberAndTotalOf(orderId: Expression<string>) {
  return expressionBuilder<Database, never>().selectFrom('orders').select(['orders.number', 'orders.totalCents']).where('orders.id', '=', orderId);
}

/**
 * Every company's on-account orders not yet paid (a subquery with `id`, `companyId` and
 * `totalCents`, through orders_unpaid_account_idx): the receivables read only the invoices that
 * may still owe something, not every on-account invoice ever issued. An order is marked paid once
 * its invoice is settled (account-orders.ts), as the statement's open invoices also assume.
 *
 * @example
 * db.selectFrom(unpaidAccountOrders().as('o')).innerJoin('invoices', 'invoices.orderId', 'o.id')
 */
export function unpaidAccountOrders() {
  return expressionBuilder<Database, never>()
    .selectFrom('orders')
    .select(['orders.id', 'orders.companyId', 'orders.totalCents'])
    .where('orders.paymentMethod', '=', 'account')
    .where('orders.isPaid', '=', false)
    .where('orders.status', 'not in', ['cancelled', 'expired']);
}

/**
 * The on-account orders of the company `companyId` (a subquery with `id` and `totalCents`, through
 * orders_company_idx): the invoices feature's statement and overdue check read what each invoice bills.
 *
 * @example
 * db.selectFrom(accountOrdersOfCompany(sql.val(companyId)).as('o')).innerJoin('invoices', 'invoices.orderId', 'o.id')
 */
export function accountOrdersOfCompany(companyId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('orders')
    .select(['orders.id', 'orders.totalCents'])
    .where('orders.companyId', '=', companyId)
    .where('orders.paymentMethod', '=', 'account');
}

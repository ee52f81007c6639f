import { expressionBuilder, sql, type Expression } from 'kysely';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';

/* What the admin's customer list and customer page show of a customer's orders (orders owns `orders`). */

/**
 * One row of the orders of the user `userId` holds, walking orders_user_created_idx: how many
 * they placed (any status), what they spent in cents (paid totals less refunds) and when they last
 * ordered (null before the first). A subquery the caller joins laterally, one row per user.
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
      // sum(bigint) is numeric in Postgres (read as a string): cast back to bigint, read as a number.
      sql<number>`coalesce(sum(orders.total_cents - orders.refunded_cents) filter (where orders.is_paid), 0)::bigint`.as('spentCents'),
      eb.fn.max('orders.createdAt').$castTo<Date | null>().as('lastOrderAt'),
    ]);
}

/** A customer's latest `limit` orders, most recent first, with how many lines each has. */
export function listOrdersOfUser(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['orders.id', 'orders.number', 'orders.createdAt', 'orders.status', 'orders.isPaid', 'orders.totalCents', 'orders.refundedCents', 'orders.phone'])
    .select((eb) => eb.selectFrom('orderLines').select(eb.fn.countAll<number>().as('n')).whereRef('orderLines.orderId', '=', 'orders.id').$asScalar().as('lines'))
    .where('orders.userId', '=', userId)
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
}

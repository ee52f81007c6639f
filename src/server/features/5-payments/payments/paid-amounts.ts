import { expressionBuilder, sql, type Expression } from 'kysely';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';

/*
 * What orders have been paid, from their payments (`order_payments`), offered to the features
 * above payments (customers, the composition root's ports): an order's paid amount is the sum of
 * its settled payments less what refunds gave back or are giving back, in one statement.
 */

/**
 * What the order `orderId` has been paid, in cents: its settled payments less what refunds gave
 * back or are giving back, as a scalar subquery of the caller's statement (0 for an unpaid order).
 *
 * @example
 * db.selectFrom(orders.as('o')).select((eb) => paidCentsOf(eb.ref('o.id')).as('paidCents'))
 */
export function paidCentsOf(orderId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('orderPayments')
    // sum(bigint) is numeric in Postgres (read as a string): cast back to bigint, read as a number.
    .select(sql<number>`coalesce(sum(amount_cents - refunded_cents) filter (where settled_at is not null), 0)::bigint`.as('paidCents'))
    .where('orderPayments.orderId', '=', orderId)
    .$asScalar();
}

/**
 * What the orders of `orderIds` (a subquery of order ids, as orders offers them) have been paid,
 * summed: a customer's spending, as a scalar subquery.
 *
 * @example
 * db.selectFrom(page.as('account')).select((eb) => paidCentsOfOrders(orderIdsOfUser(eb.ref('account.id'))).as('spentCents'))
 */
export function paidCentsOfOrders(orderIds: Expression<unknown>) {
  return expressionBuilder<Database, never>()
    .selectFrom('orderPayments')
    .select(sql<number>`coalesce(sum(amount_cents - refunded_cents), 0)::bigint`.as('paidCents'))
    .where('orderPayments.settledAt', 'is not', null)
    .where(sql<boolean>`order_payments.order_id in (${orderIds})`)
    .$asScalar();
}

/** What refunds gave back or are giving back of the order `orderId`, as a scalar subquery (0 for none). */
export function refundedCentsOf(orderId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('orderPayments')
    .select(sql<number>`coalesce(sum(refunded_cents), 0)::bigint`.as('refundedCents'))
    .where('orderPayments.orderId', '=', orderId)
    .$asScalar();
}

/** What the order has been paid, in cents, in one query (paidCentsOf). */
export async function findPaidCents(db: DB, orderId: string): Promise<number> {
  const row = await db.selectNoFrom((eb) => paidCentsOf(eb.val(orderId)).as('paidCents')).executeTakeFirstOrThrow();
  return Number(row.paidCents ?? 0);
}

/** What refunds gave back of each of `orderIds` (absent: nothing), in one query. */
export async function refundedCentsOfOrders(db: DB, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orderPayments')
    .select(['orderId', sql<number>`sum(refunded_cents)::bigint`.as('refundedCents')])
    .where('orderId', 'in', orderIds)
    .groupBy('orderId')
    .execute();
  return new Map(rows.map((row) => [row.orderId, Number(row.refundedCents)]));
}

/**
 * The gateway reference of the payment that paid the order `orderId` (its first settled one; null
 * while unpaid): the transaction id its reads, receipt and invoice show. A scalar subquery of the
 * caller's statement, through the key (order_id, attempt); orders reads it through its port.
 *
 * @example
 * db.selectFrom('orders').select((eb) => paymentRefOf(eb.ref('orders.id')).as('transactionId'))
 */
export function paymentRefOf(orderId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('orderPayments')
    .select('orderPayments.gatewayRef')
    .where('orderPayments.orderId', '=', orderId)
    .where('orderPayments.settledAt', 'is not', null)
    .orderBy('orderPayments.settledAt')
    .orderBy('orderPayments.id')
    .limit(1)
    .$asScalar();
}

/**
 * The orders first paid at or after `since`, with when (`order_id`, `paid_at`), as a subquery the
 * caller's statement joins (orders' sales per day): through order_payments_settled_idx, so the
 * window's payments only.
 */
export function ordersPaidSince(since: Expression<Date>) {
  return sql<{ order_id: string; paid_at: Date }>`(select distinct on (order_id) order_id, settled_at as paid_at
    from order_payments where settled_at >= ${since} order by order_id, settled_at)`;
}

/**
 * The payment that paid the order (its first settled one): its gateway reference, the transaction
 * id the receipt and the invoice print, and when it was paid. Undefined while the order is unpaid.
 */
export async function findPaymentThatPaid(db: DB, orderId: string): Promise<{ transactionId: string; paidAt: Date } | undefined> {
  const row = await db
    .selectFrom('orderPayments')
    .select(['gatewayRef', 'settledAt'])
    .where('orderId', '=', orderId)
    .where('settledAt', 'is not', null)
    .where('gatewayRef', 'is not', null)
    .orderBy('settledAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.gatewayRef && row.settledAt ? { transactionId: row.gatewayRef, paidAt: row.settledAt } : undefined;
}

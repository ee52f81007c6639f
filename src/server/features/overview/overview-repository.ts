import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { isOpenUnpaid } from '../orders/open-unpaid-orders';
import { isLive } from '../products/live-products';

/** Low-stock products shown at most: the overview is a glance, not the catalogue. */
const LOW_STOCK_LIMIT = 100;

/**
 * Paid orders per UTC day (by the time they were paid) over the last `days` days, today
 * included, oldest first; a day without sales is there with 0. Sums only the window's orders.
 */
export async function salesPerDay(db: DB, days: number) {
  const { rows } = await sql<{ day: string; orders: number; cents: number }>`
    with days as (
      select generate_series(current_date_utc - ${days - 1}::int, current_date_utc, interval '1 day')::date as day
      from (select (now() at time zone 'UTC')::date as current_date_utc) as today
    ),
    sales as (
      select (paid_at at time zone 'UTC')::date as day, count(*)::int as orders, sum(total_cents)::bigint as cents
      from orders
      where is_paid and paid_at >= (select min(day) from days)::timestamp at time zone 'UTC'
      group by 1
    )
    select days.day, coalesce(sales.orders, 0) as orders, coalesce(sales.cents, 0) as cents
    from days left join sales using (day)
    order by days.day`.execute(db);
  return rows;
}

/** Open unpaid orders and paid orders waiting to be shipped, counted in one pass. */
export async function orderCounts(db: DB) {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere(isOpenUnpaid).as('openUnpaid'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'processing').filterWhere('isPaid', '=', true).as('awaitingShipment'),
    ])
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirstOrThrow();
  return { openUnpaid: Number(row.openUnpaid), awaitingShipment: Number(row.awaitingShipment) };
}

/** Live products with fewer than twice their minimum order in stock, lowest stock first. */
export function lowStockProducts(db: DB) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'quantity', 'minimumOrder'])
    .where(isLive)
    .where((eb) => eb('quantity', '<', eb('minimumOrder', '*', 2)))
    .orderBy('quantity')
    .orderBy('name')
    .limit(LOW_STOCK_LIMIT)
    .execute();
}

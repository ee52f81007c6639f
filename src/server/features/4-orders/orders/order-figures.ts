import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import type { FeaturePorts } from '../../../services';
import { isOpenUnpaid } from './open-unpaid-orders';

/**
 * The order figures the admin's overview and the home page's summary show: orders owns the
 * `orders` table, so the summaries read it through these rather than by themselves.
 */

/**
 * Paid orders and the units of their lines per UTC day (by the time they were paid) over the last `days` days, today
 * included, oldest first; a day without sales is there with 0. Sums only the window's orders: when an
 * order was paid is its payment's (payments' `ordersPaidSince`, through the ports), joined here.
 */
export async function salesPerDay(db: DB, ports: FeaturePorts, days: number) {
  const since = sql<Date>`(select min(day) from days)::timestamp at time zone 'UTC'`;
  const { rows } = await sql<{ day: string; orders: number; units: number; cents: number }>`
    with days as (
      select generate_series(current_date_utc - ${days - 1}::int, current_date_utc, interval '1 day')::date as day
      from (select (now() at time zone 'UTC')::date as current_date_utc) as today
    ),
    sales as (
      select (paid.paid_at at time zone 'UTC')::date as day, count(*)::int as orders, sum(total_cents)::bigint as cents,
        sum((select sum(quantity) from order_lines where order_lines.order_id = orders.id))::int as units
      from ${ports.ordersPaidSince(since)} as paid
      join orders on orders.id = paid.order_id
      where orders.is_paid
      group by 1
    )
    select days.day, coalesce(sales.orders, 0) as orders, coalesce(sales.units, 0) as units, coalesce(sales.cents, 0) as cents
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

/**
 * The sum of paid order totals in cents, as a one-row query (`n`) the caller runs or selects as
 * a scalar subquery (the home page's summary reads four figures in one round trip).
 *
 * @example
 * db.selectNoFrom([paidSalesCentsQuery(db).as('sellCents')]) // select (select cast(coalesce(sum(...), 0) as bigint) ...) as "sellCents"
 */
export function paidSalesCentsQuery(db: DB) {
  return (
    db
      .selectFrom('orders')
      // sum(bigint) is numeric in Postgres (read as a string): cast back to bigint, read as a number.
      .select((o) => o.cast<number>(o.fn.coalesce(o.fn.sum('totalCents'), o.lit(0)), 'bigint').as('n'))
      .where('isPaid', '=', true)
  );
}

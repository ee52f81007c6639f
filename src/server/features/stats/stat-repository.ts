import type { DB } from '../../db/database';
import { isLive } from '../products/live-products';

/**
 * The four business figures in one round trip: customers (role `user`), live products, the sum
 * of paid order totals in cents, and shown reviews (an admin may hide one).
 */
export async function readStatCounts(db: DB) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).where('role', '=', 'user').as('customers'),
      eb.selectFrom('products').select(eb.fn.countAll<number>().as('n')).where(isLive).as('products'),
      // sum(bigint) is numeric in Postgres (read as a string): cast back to bigint, read as a number.
      eb
        .selectFrom('orders')
        .select((o) => o.cast<number>(o.fn.coalesce(o.fn.sum('totalCents'), o.lit(0)), 'bigint').as('n'))
        .where('isPaid', '=', true)
        .as('sellCents'),
      eb.selectFrom('reviews').select(eb.fn.countAll<number>().as('n')).where('hiddenAt', 'is', null).as('reviews'),
    ])
    .executeTakeFirstOrThrow();
  return {
    customers: Number(row.customers ?? 0),
    products: Number(row.products ?? 0),
    sellCents: Number(row.sellCents ?? 0),
    reviews: Number(row.reviews ?? 0),
  };
}

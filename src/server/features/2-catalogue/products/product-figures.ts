import type { DB } from '../../../db/database';
import { isLive } from './live-products';

/**
 * The product figures the admin's overview and the home page's summary show: products owns the
 * `products` table, so the summaries read it through these rather than by themselves.
 */

/** Low-stock products shown at most: the overview is a glance, not the catalogue. */
const LOW_STOCK_LIMIT = 100;

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

/**
 * The number of live products, as a one-row query (`n`) the caller runs or selects as a scalar
 * subquery.
 *
 * @example
 * db.selectNoFrom([liveProductCountQuery(db).as('products')])
 */
export function liveProductCountQuery(db: DB) {
  return db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where(isLive);
}

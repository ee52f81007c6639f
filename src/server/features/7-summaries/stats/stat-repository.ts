import type { DB } from '../../../db/database';
import { customerCountQuery } from '../../3-accounts/accounts/account-figures';
import { paidSalesCentsQuery } from '../../4-orders/orders/order-figures';
import { liveProductCountQuery } from '../../2-catalogue/products/product-figures';
import { shownReviewCountQuery } from '../../4-orders/reviews/review-figures';

/**
 * The four business figures in one round trip: customers (role `user`), live products, the sum
 * of paid order totals in cents, and shown reviews (an admin may hide one). Each is its owning
 * feature's query, selected here as a scalar subquery.
 */
export async function readStatCounts(db: DB) {
  const row = await db
    .selectNoFrom([
      customerCountQuery(db).as('customers'),
      liveProductCountQuery(db).as('products'),
      paidSalesCentsQuery(db).as('sellCents'),
      shownReviewCountQuery(db).as('reviews'),
    ])
    .executeTakeFirstOrThrow();
  return {
    customers: Number(row.customers ?? 0),
    products: Number(row.products ?? 0),
    sellCents: Number(row.sellCents ?? 0),
    reviews: Number(row.reviews ?? 0),
  };
}

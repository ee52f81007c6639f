import { sql, type SqlBool } from 'kysely';
import { COMPANY_PRODUCTS_MONTHS } from '../../../../../shared/schemas/company-products';
import type { CompanyProductsSort } from '../../../../../shared/company-products-sorts';
import { CLOSED_STATUSES } from '../../../../../shared/schemas/order';
import type { DB } from '../../../../db/database';
import { containsPattern } from '../../../../db/like-pattern';
import { cartProducts } from '../../../2-catalogue/products/cart-products';
import type { CompanyProductsKey } from './company-products-cursor';

export interface CompanyProductsQuery {
  companyId: string;
  /** Part of the name or SKU, trimmed; undefined or empty: every product. */
  q?: string;
  sort: CompanyProductsSort;
  after: CompanyProductsKey | null;
  limit: number;
  /** The window is the 12 months up to this instant. */
  now: Date;
}

/**
 * Each sort's key as text (what the cursor keeps), the row comparison that continues after a
 * key, and the ORDER BY: one direction per sort, so a row comparison continues it exactly.
 */
const SORTS = {
  last_ordered: {
    key: sql<string>`(extract(epoch from bought.last_ordered_at) * 1000000)::bigint::text`,
    after: (key: string, id: string) =>
      sql<SqlBool>`(bought.last_ordered_at, bought.product_id) < (timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond', ${id}::uuid)`,
    order: sql`bought.last_ordered_at desc, bought.product_id desc`,
  },
  name: {
    key: sql<string>`lower(product.name)`,
    after: (key: string, id: string) => sql<SqlBool>`(lower(product.name), product.id) > (${key}, ${id}::uuid)`,
    order: sql`lower(product.name) asc, product.id asc`,
  },
  times_ordered: {
    key: sql<string>`bought.times_ordered::text`,
    after: (key: string, id: string) => sql<SqlBool>`(bought.times_ordered, bought.product_id) < (${key}::bigint, ${id}::uuid)`,
    order: sql`bought.times_ordered desc, bought.product_id desc`,
  },
} as const;

/**
 * One page (fetch `limit + 1` to learn whether another follows) of the products `companyId`
 * ordered in the 12 months up to `now`, with when each was last ordered, its quantity in that
 * latest order, in how many orders it was, and its cart facts now (cartProducts: live or not).
 *
 * Only orders actually placed count: cancelled and expired ones (CLOSED_STATUSES) do not. One
 * statement: the company's orders in the window come from orders_company_idx (company_id,
 * created_at), never a scan of every order; their lines by order_lines' key (order_id, position),
 * one order at a time; the products by theirs. The search, sort and keyset apply to the company's products only.
 */
export function listCompanyProducts(db: DB, query: CompanyProductsQuery) {
  return companyProductsQuery(db, query).execute();
}

/** listCompanyProducts' statement, unexecuted (a test asks Postgres for its plan). */
export function companyProductsQuery(db: DB, query: CompanyProductsQuery) {
  const sort = SORTS[query.sort];
  let page = db
    .with('bought', (qb) =>
      qb
        .selectFrom('orders')
        // Each order's lines by order_lines' key. OFFSET 0 keeps the subquery per order: pulled up
        // into a plain join, the planner may hash-join a seq scan of every order line instead.
        .innerJoinLateral(
          (eb) => eb.selectFrom('orderLines').select(['orderLines.productId', 'orderLines.quantity', 'orderLines.position']).whereRef('orderLines.orderId', '=', 'orders.id').offset(0).as('line'),
          (join) => join.onTrue(),
        )
        .where('orders.companyId', '=', query.companyId)
        .where(sql<SqlBool>`orders.created_at >= ${query.now}::timestamptz - make_interval(months => ${COMPANY_PRODUCTS_MONTHS})`)
        .where('orders.status', 'not in', CLOSED_STATUSES)
        .groupBy('line.productId')
        .select([
          'line.productId',
          sql<Date>`max(orders.created_at)`.as('lastOrderedAt'),
          // The latest order's line of it (order_lines_one_per_product: an order has one line per product).
          sql<number>`(array_agg(line.quantity order by orders.created_at desc, orders.id desc, line.position))[1]`.as('lastQuantity'),
          sql<string>`count(distinct orders.id)`.as('timesOrdered'),
        ]),
    )
    .selectFrom('bought')
    .innerJoin(cartProducts().as('product'), 'product.id', 'bought.productId')
    .select([
      'bought.productId',
      'bought.lastOrderedAt',
      'bought.lastQuantity',
      'bought.timesOrdered',
      'product.sku',
      'product.name',
      'product.images',
      'product.priceCents',
      'product.priceTiers',
      'product.minimumOrder',
      'product.packSize',
      'product.maximumOrder',
      'product.quantity',
      'product.live',
      sort.key.as('sortKey'),
    ]);
  const q = query.q?.trim();
  if (q) {
    // SKUs are kept in capitals: the SKU holds the text as typed upper-cased, or the name holds it in any case.
    page = page.where(sql<SqlBool>`(product.sku like ${containsPattern(q.toUpperCase())} or product.name ilike ${containsPattern(q)})`);
  }
  if (query.after) page = page.where(sort.after(query.after.key, query.after.id));
  return page.orderBy(sort.order).limit(query.limit);
}

export type CompanyProductRow = Awaited<ReturnType<typeof listCompanyProducts>>[number];

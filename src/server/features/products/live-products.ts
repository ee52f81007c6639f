import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * "Live products": the catalogue's one filter. A deleted product keeps its row (orders keep their
 * snapshot and their reference) with `deleted_at` set, and every read or write that means "a
 * product a visitor can see or buy" says so with this, wherever the `products` table is read:
 * the catalogue, the admin's edits, ordering, the overview and the home page's figures.
 *
 * @example
 * db.selectFrom('products').selectAll().where(isLive) // where "deleted_at" is null
 */
export function isLive(eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> {
  return eb('deletedAt', 'is', null);
}

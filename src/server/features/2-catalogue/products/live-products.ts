import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * "Live products": the shop's one filter, a product a visitor can see and buy. A deleted product
 * keeps its row (orders keep their snapshot and their reference) with `deleted_at` set; a draft
 * or archived one is the admin's alone. Every read or write that means "in the shop" says so with
 * this: the catalogue, ordering, the overview and the home page's figures. Its TypeScript twin,
 * for a product already read, is `isLiveProduct` (src/shared/rules/live-product.ts); a test runs
 * the same rows through both (test/server/products/live-product-twins.test.ts).
 *
 * @example
 * db.selectFrom('products').selectAll().where(isLive) // where "deleted_at" is null and "status" = 'active'
 */
export function isLive(eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> {
  return eb.and([eb('deletedAt', 'is', null), eb('status', '=', 'active')]);
}

/**
 * "Kept products": the admin's filter, every product not deleted whatever its status. Admins read
 * and edit drafts and archived products too; a deleted one is gone for them as well.
 *
 * @example
 * db.updateTable('products').set({ status: 'archived' }).where('id', '=', id).where(isKept) // where "deleted_at" is null
 */
export function isKept(eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> {
  return eb('deletedAt', 'is', null);
}

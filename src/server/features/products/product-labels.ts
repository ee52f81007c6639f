import { expressionBuilder, type Expression } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * The names the audit log shows beside its entries (products owns `products` and `categories`):
 * scalar subqueries the caller selects in its own statement, each one primary-key lookup per row
 * returned. Deleted products keep their row (soft delete), so their names still resolve.
 */

const from = () => expressionBuilder<Database, never>();

/**
 * The name of the product `productId` holds, or null when there is none (or the id is null).
 *
 * @example
 * db.selectFrom('auditLog').select((eb) => productName(eb.ref('auditLog.target')).as('name'))
 */
export function productName(productId: Expression<string | null>) {
  return from().selectFrom('products').select('products.name').where('products.id', '=', productId).$asScalar().$castTo<string | null>();
}

/**
 * The name of the category `categoryId` holds, or null when there is none (a deleted category).
 *
 * @example
 * db.selectFrom('auditLog').select((eb) => categoryName(eb.ref('auditLog.target')).as('name'))
 */
export function categoryName(categoryId: Expression<string | null>) {
  return from().selectFrom('categories').select('categories.name').where('categories.id', '=', categoryId).$asScalar().$castTo<string | null>();
}

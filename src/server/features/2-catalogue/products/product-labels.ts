import { expressionBuilder, sql, type Expression } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AuditLabels, AuditTargetKind } from '../../1-platform/audit/audit-labels';

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

/**
 * The names of the categories among `ids` (text that may hold a category id, or anything else) as
 * a JSON object's text, `{"<id>": "<name>"}`; `'{}'` when none is a category. Only uuid-shaped
 * values are cast, so a hand-written value cannot fail the statement.
 *
 * @example
 * db.selectFrom('auditLog').select((eb) => categoryNamesOf([sql`${eb.ref('auditLog.after')} ->> 'categoryId'`]).as('names'))
 */
export function categoryNamesOf(ids: ReadonlyArray<Expression<unknown>>) {
  return sql<string>`(select coalesce(jsonb_object_agg(c.id, c.name), '{}')::text from categories c where c.id in (
    select case when v ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then v::uuid end
    from (values ${sql.join(ids.map((id) => sql`(${id})`))}) as ids(v)))`;
}

/** The audit log's labels for products and categories (their ids are the entries' targets). */
export const productAuditTargets: readonly AuditTargetKind[] = [
  { actionPrefixes: ['product.'], targetIs: 'uuid', label: productName },
  { actionPrefixes: ['category.'], targetIs: 'uuid', label: categoryName },
];

/** The fields of a recorded product or category that hold a category's id (its category, its parent), and their names. */
export const categoryReferences: AuditLabels['references'] = { fields: ['categoryId', 'parentId'], names: categoryNamesOf };

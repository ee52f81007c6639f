import { sql, type SqlBool } from 'kysely';
import type { DB } from '../../../db/database';
import { isKept } from './live-products';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Kept products (not deleted, any status) as another feature lists them beside its own rows: id,
 * SKU, name and own price, as a query it joins its table to (price-lists' entries page). With `q`,
 * only those whose SKU starts with it (products_sku_prefix_idx; SKUs are upper case) or whose name
 * holds it (products_name_trgm_idx, migration 2026-11-27T07-10-price-list-entry-search).
 *
 * @example
 * keptProductRefs(db, 'spade').innerJoin('priceListEntries as e', 'e.productId', 'products.id')
 */
export function keptProductRefs(db: DB, q?: string) {
  let query = db.selectFrom('products').select(['products.id', 'products.sku', 'products.name', 'products.priceCents']).where(isKept);
  const term = q?.trim();
  if (term) {
    query = query.where(
      sql<SqlBool>`(products.sku like ${`${likeLiteral(term.toUpperCase())}%`} or products.name ilike ${`%${likeLiteral(term)}%`})`,
    );
  }
  return query;
}

/** The kept products among `ids`, as {id, sku}: one statement (a write's check that each entry names a product). */
export function keptProductsAmongIds(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(['id', 'sku']).where(sql<SqlBool>`id = any(${[...new Set(ids)]}::uuid[])`).where(isKept).execute();
}

/**
 * The kept products holding `skus` (upper case), as {id, sku}: one statement, whatever the count
 * (an import's 20,000 lines). The SKUs go as one JSON text: node-postgres writes a text[]
 * parameter element by element, tens of milliseconds of the process's one thread for 20,000.
 */
export function keptProductsAmongSkus(db: DB, skus: readonly string[]) {
  if (skus.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where(sql<SqlBool>`sku in (select jsonb_array_elements_text(${JSON.stringify([...new Set(skus)])}::jsonb))`)
    .where(isKept)
    .execute();
}

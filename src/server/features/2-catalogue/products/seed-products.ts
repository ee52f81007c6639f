import type { Insertable } from 'kysely';
import type { DB } from '../../../db/database';
import type { CategoriesTable, ProductsTable } from '../../../db/schema';
import { priceTiersJson } from './price-tiers-json';

/**
 * Inserts the demo seed's products, which have fixed ids, leaving any already there alone (an
 * admin's edits and deletions survive a restart). Any conflict, not only the id's: a live product
 * an admin gave a demo SKU keeps it (products_sku_key). Returns how many were added.
 */
export async function insertSeedProducts(db: DB, products: readonly Insertable<ProductsTable>[]): Promise<number> {
  const rows = products.map(({ priceTiers, ...product }) => ({ ...product, priceTiers: priceTiers && priceTiersJson(priceTiers) }));
  const result = await db.insertInto('products').values(rows).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Inserts the demo seed's categories (fixed ids), parents before children, leaving any already
 * there alone; a child whose parent is gone (an admin deleted it) is skipped. Answers the ids
 * present afterwards, so products whose category is missing are seeded without one.
 */
export async function insertSeedCategories(db: DB, categories: readonly (Insertable<CategoriesTable> & { id: string; parentId: string | null })[]): Promise<Set<string>> {
  const present = new Set<string>();
  for (const parents of [true, false]) {
    const rows = categories.filter((category) => (category.parentId === null ? parents : !parents && present.has(category.parentId)));
    if (rows.length === 0) continue;
    await db.insertInto('categories').values(rows).onConflict((oc) => oc.doNothing()).execute();
    const found = await db.selectFrom('categories').select('id').where('id', 'in', rows.map((category) => category.id)).execute();
    for (const { id } of found) present.add(id);
  }
  return present;
}

/** Which of `ids` have a product row, deleted ones included (a soft delete keeps the row). */
export async function existingProductIds(db: DB, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

import type { Insertable } from 'kysely';
import type { DB } from '../../db/database';
import type { ProductsTable } from '../../db/schema';

/**
 * Inserts the demo seed's products, which have fixed ids, leaving any already there alone (an
 * admin's edits and deletions survive a restart). Returns how many were added.
 */
export async function insertSeedProducts(db: DB, products: readonly Insertable<ProductsTable>[]): Promise<number> {
  const result = await db.insertInto('products').values(products).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Which of `ids` have a product row, deleted ones included (a soft delete keeps the row). */
export async function existingProductIds(db: DB, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

import type { DB } from '../../db/database';
import { isLive } from './live-products';

/*
 * A product's stock as ordering moves it: orders places and closes orders, products owns the
 * `products` table, so orders reads and moves the stock through these.
 */

/** A live product's ordering facts, or undefined when unknown, deleted, a draft or archived (only active products are sold). */
export function findOrderableProduct(db: DB, productId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'priceCents', 'priceTiers', 'minimumOrder', 'packSize', 'maximumOrder', 'quantity'])
    .where('id', '=', productId)
    .where(isLive)
    .executeTakeFirst();
}

/**
 * Takes `units` from the product's stock in one conditional statement: it touches the row only
 * while enough units are left, so concurrent buyers can never take the same unit (Postgres
 * re-checks the condition on the newest row version after waiting for another writer).
 * Returns the product as it is after the take (its name and price are what the order snapshots),
 * or undefined when the stock was too low or the product is gone or no longer active.
 */
export function takeStock(db: DB, productId: string, units: number) {
  return db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '-', units) }))
    .where('id', '=', productId)
    .where('quantity', '>=', units)
    .where(isLive)
    .returning(['id', 'name', 'priceCents', 'quantity'])
    .executeTakeFirst();
}

/** Puts `units` back into the product's stock (deleted products too: their count stays honest). */
export async function returnStock(db: DB, productId: string, units: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '+', units) }))
    .where('id', '=', productId)
    .execute();
}

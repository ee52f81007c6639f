import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { isLive } from './live-products';

/*
 * A product's stock as ordering moves it: orders places and closes orders, products owns the
 * `products` table, so orders reads and moves the stock through these.
 */

/** A number of units of one product, as an order line takes or returns them. */
export interface StockMove {
  productId: string;
  units: number;
}

/**
 * Locks the live products among `productIds` until the transaction ends and reads their ordering
 * facts. The rows are locked in id order, so two orders of the same products, whatever order
 * their lines are in, wait for each other instead of deadlocking. Unknown, deleted, draft and
 * archived products (only active products are sold) are left out.
 */
export function lockOrderableProducts(db: DB, productIds: readonly string[]) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'priceCents', 'priceTiers', 'minimumOrder', 'packSize', 'maximumOrder', 'quantity'])
    .where('id', 'in', productIds)
    .where(isLive)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

export type OrderableProduct = Awaited<ReturnType<typeof lockOrderableProducts>>[number];

/**
 * Takes each move's units from its product's stock in one statement. The caller holds the rows'
 * locks (lockOrderableProducts) and checked the stock under them; the condition stays as the last
 * word, so the answer is how many products had enough (all of them, or the caller rolls back).
 */
export async function takeStock(db: DB, moves: readonly StockMove[]): Promise<number> {
  const result = await sql`update products set quantity = products.quantity - moves.units
    from unnest(${moves.map((m) => m.productId)}::uuid[], ${moves.map((m) => m.units)}::int[]) as moves(id, units)
    where products.id = moves.id and products.quantity >= moves.units`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Puts each move's units back into its product's stock, in one statement (deleted products too: their count stays honest). */
export async function returnStock(db: DB, moves: readonly StockMove[]): Promise<void> {
  await sql`update products set quantity = products.quantity + moves.units
    from unnest(${moves.map((m) => m.productId)}::uuid[], ${moves.map((m) => m.units)}::int[]) as moves(id, units)
    where products.id = moves.id`.execute(db);
}

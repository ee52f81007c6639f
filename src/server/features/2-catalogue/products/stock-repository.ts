import { sql, type Selectable } from 'kysely';
import type { DB } from '../../../db/database';
import type { ProductsTable } from '../../../db/schema';

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
 * The columns placeOrder checks and prices an order's line with. Orders' `lock_order_rows` builds
 * each product's object of these in SQL; test/server/orders/order-locks-rules.test.ts checks that
 * it builds exactly these.
 */
export const orderableColumns = ['id', 'name', 'sku', 'priceCents', 'priceTiers', 'minimumOrder', 'packSize', 'maximumOrder', 'quantity', 'weightGrams', 'taxClass'] as const;

/**
 * A live product's ordering facts, as placeOrder reads them under the row's lock (orders'
 * `lock_order_rows` locks the live products ordered in id order, so two orders of the same
 * products, whatever order their lines are in, wait for each other instead of deadlocking).
 */
export type OrderableProduct = Pick<Selectable<ProductsTable>, (typeof orderableColumns)[number]>;

/**
 * Takes each move's units from its product's stock, as a `with` clause of the statement that
 * stores the order, returning each product it took from. The caller holds the rows' locks and checked the stock
 * under them; the condition stays as the last word, so the products returned are those that had
 * enough (all of them, or the caller rolls back).
 */
export function takeStockQuery(moves: readonly StockMove[]) {
  return sql<{ id: string }>`(update products set quantity = products.quantity - moves.units
    from unnest(${moves.map((m) => m.productId)}::uuid[], ${moves.map((m) => m.units)}::int[]) as moves(id, units)
    where products.id = moves.id and products.quantity >= moves.units
    returning products.id)`;
}

/** Puts each move's units back into its product's stock, in one statement (deleted products too: their count stays honest). */
export async function returnStock(db: DB, moves: readonly StockMove[]): Promise<void> {
  await sql`update products set quantity = products.quantity + moves.units
    from unnest(${moves.map((m) => m.productId)}::uuid[], ${moves.map((m) => m.units)}::int[]) as moves(id, units)
    where products.id = moves.id`.execute(db);
}

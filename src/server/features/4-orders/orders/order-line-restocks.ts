import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import type { StockMove } from '../../2-catalogue/products/stock-repository';

/*
 * The units of an order's lines that refunds put back in stock (`order_lines.restocked`): part
 * of each line, so orders keeps it; payments' refunds decide when these run. A CHECK keeps each
 * line's count within its units.
 */

/** Each line's product, units and units already put back, first line first. */
export function listRestockableLines(db: DB, orderId: string) {
  return db.selectFrom('orderLines').select(['productId', 'quantity', 'restocked']).where('orderId', '=', orderId).orderBy('position').execute();
}

/**
 * Reserves units of the order's lines to go back to stock, in one statement: each move only while
 * its line still has that many units not put back. Answers how many moves were reserved (all of
 * them, or the caller rolls back).
 */
export async function reserveRestock(db: DB, orderId: string, moves: readonly StockMove[]): Promise<number> {
  if (moves.length === 0) return 0;
  const result = await sql`update order_lines set restocked = order_lines.restocked + moves.units
    from unnest(${moves.map((m) => m.productId)}::uuid[], ${moves.map((m) => m.units)}::int[]) as moves(id, units)
    where order_lines.order_id = ${orderId} and order_lines.product_id = moves.id and order_lines.restocked + moves.units <= order_lines.quantity`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Gives back a failed refund's reserved units. */
export async function releaseRestock(db: DB, orderId: string, moves: readonly StockMove[]): Promise<void> {
  if (moves.length === 0) return;
  await sql`update order_lines set restocked = order_lines.restocked - moves.units
    from unnest(${moves.map((m) => m.productId)}::uuid[], ${moves.map((m) => m.units)}::int[]) as moves(id, units)
    where order_lines.order_id = ${orderId} and order_lines.product_id = moves.id`.execute(db);
}

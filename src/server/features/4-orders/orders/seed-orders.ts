import type { Insertable } from 'kysely';
import type { DB } from '../../../db/database';
import type { OrderLinesTable, OrdersTable } from '../../../db/schema';

/** A seed order and its lines (their `orderId` is the order's). */
export interface SeedOrder {
  order: Insertable<OrdersTable> & { id: string };
  lines: Insertable<OrderLinesTable>[];
}

/**
 * Inserts the demo seed's orders, which have fixed ids, with their lines, leaving any already
 * there alone (a cancelled or shipped demo order stays as it is). Returns the ids of those added.
 * Call it in a transaction: the lines follow their order in a second statement.
 */
export async function insertSeedOrders(db: DB, orders: readonly SeedOrder[]): Promise<Set<string>> {
  const added = await db
    .insertInto('orders')
    .values(orders.map((seed) => seed.order))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  const addedIds = new Set(added.map((row) => row.id));
  const lines = orders.filter((seed) => addedIds.has(seed.order.id)).flatMap((seed) => seed.lines);
  if (lines.length > 0) await db.insertInto('orderLines').values(lines).execute();
  return addedIds;
}

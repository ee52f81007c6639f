import type { Insertable } from 'kysely';
import type { DB } from '../../db/database';
import type { OrdersTable } from '../../db/schema';

/**
 * Inserts the demo seed's orders, which have fixed ids, leaving any already there alone (a
 * cancelled or shipped demo order stays as it is). Returns how many were added.
 */
export async function insertSeedOrders(db: DB, orders: readonly Insertable<OrdersTable>[]): Promise<number> {
  const result = await db.insertInto('orders').values(orders).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

import type { DB } from '../../db/database';

/* "Has paid": the reviews feature lets only paying customers review (docs/product.md#reviews). */

/** Whether `userId` has paid for at least one order (a cancelled or expired order never was). */
export async function hasPaidOrder(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('userId', '=', userId).where('isPaid', '=', true).limit(1).executeTakeFirst();
  return row !== undefined;
}

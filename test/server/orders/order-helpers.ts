import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/trpc/context';
import { callerFor } from '../../helpers/test-app';

/** The spec's order payload with sensible contact details. */
export function orderPayload(productID: string, orderQuantity: unknown, extra: Record<string, unknown> = {}) {
  return { OrderInformation: { productID, orderQuantity, phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka', ...extra } };
}

/** Places an order as `user` through the procedure and returns its id. */
export async function placeOrder(db: DB, user: ContextUser, productId: string, quantity: number): Promise<string> {
  const { insertedId } = await callerFor(db, user).orders.create(orderPayload(productId, quantity) as never);
  return insertedId;
}

/** Marks an order paid the way a confirmed payment does (the CHECK constraints want all three). */
export async function markPaid(db: DB, orderId: string, transactionId = 'pi_3TestPaid000001'): Promise<void> {
  await db.updateTable('orders').set({ isPaid: true, status: 'processing', transactionId, paidAt: new Date() }).where('id', '=', orderId).execute();
}

export async function stockOf(db: DB, productId: string): Promise<number> {
  const row = await db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.quantity;
}

export async function orderCount(db: DB, productId: string): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('productId', '=', productId).executeTakeFirstOrThrow();
  return Number(row.n);
}

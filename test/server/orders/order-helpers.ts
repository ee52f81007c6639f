import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../../../src/server/config';
import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/services';
import { callerFor } from '../../helpers/test-app';

/** The spec's order payload with sensible contact details. */
export function orderPayload(productID: string, orderQuantity: unknown, extra: Record<string, unknown> = {}) {
  return { OrderInformation: { productID, orderQuantity, phone: '+880 1700 000000', address: '12 Garden Lane, Dhaka', ...extra } };
}

/** Places an order as `user` through the procedure (under `config`'s holds, when given) and returns its id. */
export async function placeOrder(db: DB, user: ContextUser, productId: string, quantity: number, config?: Config): Promise<string> {
  const { insertedId } = await callerFor(db, user, config).orders.create(orderPayload(productId, quantity) as never);
  return insertedId;
}

/**
 * Marks an order paid the way a confirmed payment does: the order paid and processing, its payment
 * settled (a fresh reference unless `transactionId` is given).
 */
export async function markPaid(db: DB, orderId: string, transactionId = `pi_3TestPaid${randomBytes(6).toString('hex')}`): Promise<void> {
  const paidAt = new Date();
  const order = await db.updateTable('orders').set({ isPaid: true, status: 'processing' }).where('id', '=', orderId).returning('totalCents').executeTakeFirstOrThrow();
  // Its payment, as payments keeps it (order_payments); gateway references are unique, so a reused id stays the first order's.
  const payment = { orderId, attempt: 1, amountCents: order.totalCents, currency: 'usd', status: 'succeeded' as const, settledAt: paidAt };
  const stored = await db.insertInto('orderPayments').values({ ...payment, gatewayRef: transactionId }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  if (!stored) await db.insertInto('orderPayments').values({ ...payment, gatewayRef: null }).execute();
}

export async function stockOf(db: DB, productId: string): Promise<number> {
  const row = await db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.quantity;
}

export async function orderCount(db: DB, productId: string): Promise<number> {
  const row = await db.selectFrom('orderLines').select((eb) => eb.fn.countAll<string>().as('n')).where('productId', '=', productId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves an order into the past by `ms`: its placing time and its deadline alike, as if it had been
 * placed that long ago under the same hold.
 */
export async function placedAgo(db: DB, orderId: string, ms: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      createdAt: sql<Date>`created_at - ${ms} * interval '1 millisecond'`,
      expiresAt: sql<Date>`expires_at - ${ms} * interval '1 millisecond'`,
    })
    .where('id', '=', orderId)
    .execute();
}

import type { Insertable } from 'kysely';
import type { DB } from '../../db/database';
import type { OrdersTable } from '../../db/schema';

/** A live product's ordering facts, or undefined when unknown or deleted. */
export function findOrderableProduct(db: DB, productId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'priceCents', 'minimumOrder', 'quantity'])
    .where('id', '=', productId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Takes `units` from the product's stock in one conditional statement: it touches the row only
 * while enough units are left, so concurrent buyers can never take the same unit (Postgres
 * re-checks the condition on the newest row version after waiting for another writer).
 * Returns the product as it is after the take (its name and price are what the order snapshots),
 * or undefined when the stock was too low or the product is gone.
 */
export function takeStock(db: DB, productId: string, units: number) {
  return db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '-', units) }))
    .where('id', '=', productId)
    .where('quantity', '>=', units)
    .where('deletedAt', 'is', null)
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

/** A new order's own facts; status, payment state and dates come from the table's defaults. */
export type NewOrder = Omit<Insertable<OrdersTable>, 'id' | 'isPaid' | 'status' | 'paymentIntentId' | 'transactionId' | 'createdAt' | 'paidAt' | 'shippedAt'>;

/** Stores a new order (pending, unpaid: the table's defaults) and returns its id. */
export async function insertOrder(db: DB, order: NewOrder): Promise<string> {
  const row = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const orderColumns = [
  'orders.id',
  'orders.productId',
  'orders.productName',
  'orders.customerName',
  'orders.email',
  'orders.phone',
  'orders.orderQuantity',
  'orders.address',
  'orders.totalCents',
  'orders.isPaid',
  'orders.status',
  'orders.transactionId',
  'orders.createdAt',
] as const;

/** The orders of the user with this (lower-case) e-mail, newest first. */
export function listOrdersOfEmail(db: DB, email: string) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select(orderColumns)
    .where('users.email', '=', email)
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
}

export type OrderListRow = Awaited<ReturnType<typeof listOrdersOfEmail>>[number];

/**
 * Deletes the order if it is `userId`'s and unpaid. Returns what it held, or undefined when no
 * row matched (unknown, someone else's, paid, or already deleted by a racing cancel: the row
 * lock makes the second delete see the first one's result).
 */
export function deleteUnpaidOrder(db: DB, orderId: string, userId: string) {
  return db
    .deleteFrom('orders')
    .where('id', '=', orderId)
    .where('userId', '=', userId)
    .where('isPaid', '=', false)
    .returning(['productId', 'orderQuantity'])
    .executeTakeFirst();
}

/** Who owns the order and whether it is paid, to explain a cancel that deleted nothing. */
export function findOrderState(db: DB, orderId: string) {
  return db.selectFrom('orders').select(['userId', 'isPaid']).where('id', '=', orderId).executeTakeFirst();
}

import { sql } from 'kysely';
import { compiledOnce } from '../../../db/compiled-once';
import type { DB } from '../../../db/database';
import { cartProducts } from '../../2-catalogue/products/cart-products';

/** A line as it is written: the quantity, and the unit price and stock the customer sees with it. */
export interface CartLineWrite {
  productId: string;
  quantity: number;
  seenUnitPriceCents: number;
  seenStock: number;
}

/**
 * Holds the user's cart until the transaction ends, so one customer's cart writes run one at a
 * time: a quick add reads the quantities it adds to, and the line count stays under
 * CART_LINES_MAX, even when two tabs write at once. An advisory lock, because an empty cart has
 * no row to lock.
 */
export async function lockCart(db: DB, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`.execute(db);
}

/** The user's lines with their products' facts as they are now (live or not), oldest line first (compiled once: checkout reads it first). */
export const listCartLines = compiledOnce((db, userId: string) =>
  db
    .selectFrom('cartLines')
    .innerJoin(cartProducts().as('product'), 'product.id', 'cartLines.productId')
    .select([
      'cartLines.productId',
      'cartLines.quantity',
      'cartLines.seenUnitPriceCents',
      'cartLines.seenStock',
      'product.sku',
      'product.name',
      'product.images',
      'product.priceCents',
      'product.priceTiers',
      'product.minimumOrder',
      'product.packSize',
      'product.maximumOrder',
      'product.quantity as stock',
      'product.weightGrams',
      'product.taxClass',
      'product.live',
    ])
    .where('cartLines.userId', '=', userId)
    .orderBy('cartLines.addedAt')
    .orderBy('product.name'),
);

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** The quantity of each of the user's lines, by product id. */
export async function cartQuantities(db: DB, userId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('cartLines').select(['productId', 'quantity']).where('userId', '=', userId).execute();
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

/** Writes the lines, creating or replacing each (two writes of one line: the last one wins). */
export async function saveCartLines(db: DB, userId: string, lines: readonly CartLineWrite[]): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('cartLines')
    .values(lines.map((line) => ({ userId, ...line })))
    .onConflict((oc) =>
      oc.columns(['userId', 'productId']).doUpdateSet((eb) => ({
        quantity: eb.ref('excluded.quantity'),
        seenUnitPriceCents: eb.ref('excluded.seenUnitPriceCents'),
        seenStock: eb.ref('excluded.seenStock'),
      })),
    )
    .execute();
}

/** Removes the user's lines of these products (none there: nothing happens). */
export async function deleteCartLines(db: DB, userId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.deleteFrom('cartLines').where('userId', '=', userId).where('productId', 'in', productIds).execute();
}

/** Empties the user's cart and returns the lines it held (compiled once: every checkout runs it). */
export const emptyCart = compiledOnce((db, userId: string) => db.deleteFrom('cartLines').where('userId', '=', userId).returning(['productId', 'quantity']));

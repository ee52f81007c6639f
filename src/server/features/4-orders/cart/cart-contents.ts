import type { DB } from '../../../db/database';

/**
 * The products and quantities of `userId`'s cart, in the cart's order (oldest line first): what
 * "save cart as list" copies into a requisition list. The cart is left as it is.
 */
export function cartContentsOf(db: DB, userId: string): Promise<Array<{ productId: string; quantity: number }>> {
  return db.selectFrom('cartLines').select(['cartLines.productId', 'cartLines.quantity']).where('cartLines.userId', '=', userId).orderBy('cartLines.addedAt').orderBy('cartLines.productId').execute();
}

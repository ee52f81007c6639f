import type { CartRefill } from '../../../../shared/schemas/reorder';
import { AppError } from '../../../errors/app-error';
import type { DB } from '../../../db/database';
import type { ContextUser } from '../../../services';
import { findBoughtOrder, mayBuyAgain } from '../orders/bought-lines';
import { refillCart } from './cart-refill';

const noSuchOrder = () => new AppError('not-found', 'No such order');

/**
 * `POST /api/orders/{id}/buy-again` (issue 41): the order's lines go into the caller's own cart
 * at the caller's prices and rules now, in one transaction (refillCart says per line what
 * changed). Any status: a cancelled or expired order is what its buyer meant to buy.
 *
 * Errors: 404 an order the caller may not buy again (its owner or a company admin of its company
 * may: mayBuyAgain), as an unknown one; 409 when its lines would take the cart over
 * CART_LINES_MAX (nothing is added).
 */
export async function buyAgain(db: DB, caller: ContextUser, orderId: string): Promise<CartRefill> {
  return db.transaction().execute(async (trx) => {
    const order = await findBoughtOrder(trx, orderId);
    if (!order || !(await mayBuyAgain(trx, caller, order))) throw noSuchOrder();
    return refillCart(trx, caller.id, order.lines);
  });
}

import type { DB } from '../../../db/database';
import type { ContextUser } from '../../../services';
import { companyAccessOf } from '../../3-accounts/companies/memberships';
import { orderLinesOf } from './order-lines';

/* What buy again reads of an order (issue 41, orders owns `orders` and `order_lines`): its lines as bought, and who may buy it again. */

/**
 * The order `orderId`'s number, owner and company, and its lines as bought (the product, the
 * units and the unit price paid, first line first), in any status: a cancelled or expired
 * order's lines are what its buyer meant to buy. One statement (the lines as every order read
 * carries them, orderLinesOf). Undefined for an unknown id.
 */
export async function findBoughtOrder(db: DB, orderId: string) {
  const order = await db.selectFrom('orders').select(['id', 'number', 'userId', 'companyId']).select(orderLinesOf).where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const lines = order.lines.map(({ productId, quantity, unitPriceCents }) => ({ productId, quantity, unitPriceCents }));
  return { ...order, lines };
}

/**
 * Whether `caller` may put the order's lines into their own cart: its owner, or a company admin
 * of the company it was placed for (mayReadOrder's rule, read fresh, without the shop admin, who
 * reads orders but does not buy them again). Callers answer anyone else as if the order did not
 * exist (404, docs/decisions/032).
 */
export async function mayBuyAgain(db: DB, caller: ContextUser, order: { userId: string; companyId: string | null }): Promise<boolean> {
  if (order.userId === caller.id) return true;
  if (order.companyId === null) return false;
  const access = await companyAccessOf(db, caller.id);
  return access !== null && access.role === 'admin' && access.companyId === order.companyId;
}

import { isOwnerOrAdmin } from '../../../../shared/rules/owner-or-admin';
import type { DB } from '../../../db/database';
import type { ContextUser } from '../../../services';
import { companyName, companyTaxId } from '../../3-accounts/companies/company-lookups';
import { companyAccessOf } from '../../3-accounts/companies/memberships';
import { orderLinesOf, orderTaxLinesOf } from './order-lines';

/* What a paid order's receipt and its invoice show of the order, for payments and invoices (orders owns `orders`; the payment is payments'). */

/**
 * The order's receipt facts (the buyer's contact details and PO number too, for the invoice; a
 * company member's order's company, its tax id and the location it shipped to), with its owner's
 * id and company so the caller can keep others' orders unknown (mayReadOrder). Undefined for an
 * unknown id.
 */
export function findOrderReceipt(db: DB, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'userId', 'customerName', 'email', 'phone', 'address', 'poNumber', 'totalCents', 'isPaid', 'companyId', 'locationName', 'locationAddress'])
    .select((eb) => [companyName(eb.ref('orders.companyId')).as('companyName'), companyTaxId(eb.ref('orders.companyId')).as('companyTaxId')])
    .select(orderLinesOf)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export type OrderReceiptRow = NonNullable<Awaited<ReturnType<typeof findOrderReceipt>>>;

/**
 * Whether `caller` may read an order (its page, its invoice and credit notes): its owner, a shop
 * admin, or a company admin of the company it was placed for (read fresh: a member removed a
 * moment ago no longer may). A buyer reads only their own; callers answer anyone else as if the
 * order did not exist (404, docs/decisions/032).
 */
export async function mayReadOrder(db: DB, caller: ContextUser, order: { userId: string; companyId: string | null }): Promise<boolean> {
  if (isOwnerOrAdmin(caller, order.userId)) return true;
  if (order.companyId === null) return false;
  const access = await companyAccessOf(db, caller.id);
  return access !== null && access.role === 'admin' && access.companyId === order.companyId;
}

/**
 * Whether `caller` may pay an order's on-account invoice by card: a member of the company it was
 * placed for who is its buyer or a company admin (mayReadOrder's rule, read fresh, without the
 * shop admin: the shop records payments, it does not make them). Anyone else is answered as if
 * the invoice did not exist.
 */
export async function mayPayAccountOrder(db: DB, caller: ContextUser, order: { userId: string; companyId: string | null }): Promise<boolean> {
  if (order.companyId === null) return false;
  const access = await companyAccessOf(db, caller.id);
  if (access === null || access.companyId !== order.companyId) return false;
  return access.role === 'admin' || order.userId === caller.id;
}

/**
 * What the order was charged beside its goods, as it stored them when placed (issue 38,
 * docs/decisions/132): its delivery, its tax lines highest rate first, whether its prices
 * included tax, and the buyer's exemption with the tax id it had. Invoices, credit notes and the
 * payment and refund e-mails print these, never today's rates. Undefined for an unknown id.
 */
export function findOrderCharges(db: DB, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['goodsCents', 'shippingCents', 'shippingMethod', 'taxCents', 'totalCents', 'pricesIncludeTax', 'taxExemption', 'taxExemptionReference', 'buyerTaxId'])
    .select(orderTaxLinesOf)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export type OrderChargesRow = NonNullable<Awaited<ReturnType<typeof findOrderCharges>>>;

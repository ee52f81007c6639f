import { sql } from 'kysely';
import type { OrderFilters } from '../../../../shared/schemas/admin-orders';
import { CLOSED_STATUSES } from '../../../../shared/schemas/order';
import type { DB } from '../../../db/database';
import { userEmail, userName } from '../../3-accounts/accounts/user-lookups';
import { orderLinesOf, orderMailFacts, orderTaxLinesOf } from './order-lines';
import type { KeysetKey } from '../../../db/keyset-cursor';
import { orderColumns, orderCompanyName, orderInvoice, orderPaymentRef } from './orders-repository';
import type { FeaturePorts } from '../../../services';
import { containsPattern } from '../../../db/like-pattern';
import { orderNumberOf } from '../../../../shared/rules/order-number';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One keyset page of all orders, newest first: `limit` rows after `after` that pass `filters`.
 * It walks the index orders_created_id_idx (created_at desc, id desc) and stops after `limit`
 * matches, so a page costs the same on the first page and the thousandth, and rows inserted
 * meanwhile (newer than any cursor) never shift a later page.
 */
export function listOrderPage(db: DB, ports: FeaturePorts, filters: OrderListFilters, after: KeysetKey | null, limit: number) {
  return listOrderPageQuery(db, ports, filters, after, limit).execute();
}

/**
 * The list's filters, plus `ids`: exactly those orders, whatever their status (the CSV of a
 * selection), and `userId`: only that customer's (My Orders, through orders_user_created_idx).
 */
export type OrderListFilters = OrderFilters & { ids?: readonly string[]; userId?: string };

/** The statement of listOrderPage, unrun (tests read its plan). */
export function listOrderPageQuery(db: DB, ports: FeaturePorts, filters: OrderListFilters, after: KeysetKey | null, limit: number) {
  let query = db
    .selectFrom('orders')
    .select(orderColumns)
    .select(orderPaymentRef(ports))
    .select(orderInvoice(ports))
    .select(orderCompanyName)
    .select(orderLinesOf)
    .select(orderTaxLinesOf)
    .select(sql<string>`(extract(epoch from orders.created_at) * 1000000)::bigint::text`.as('createdMicros'));

  // The search: an order number (exactly, through orders_number_key; closed orders too unless a
  // status is asked for), or part of the PO number, the customer's e-mail or name (through their
  // trigram indexes): one OR the planner answers with a bitmap of index scans. A PO of digits
  // alone is shaped like an order number too, so a number-shaped term finds that order and the
  // POs holding it (not the e-mails and names that happen to hold its digits).
  const number = filters.customer ? orderNumberOf(filters.customer) : null;
  if (filters.ids) query = query.where('orders.id', 'in', filters.ids);
  if (filters.userId) query = query.where('orders.userId', '=', filters.userId);
  if (filters.company) query = query.where('orders.companyId', '=', filters.company);
  if (filters.status) query = query.where('orders.status', '=', filters.status);
  else if (!number && !filters.ids) query = query.where('orders.status', 'not in', CLOSED_STATUSES);
  if (filters.paid) query = query.where('orders.isPaid', '=', filters.paid === 'true');
  if (filters.from) query = query.where('orders.createdAt', '>=', new Date(`${filters.from}T00:00:00Z`));
  if (filters.to) query = query.where('orders.createdAt', '<', new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS));
  if (filters.customer) {
    const pattern = containsPattern(filters.customer.trim());
    query = query.where((eb) =>
      eb.or([
        eb('orders.poNumber', 'ilike', pattern),
        ...(number ? [eb('orders.number', '=', number)] : [eb('orders.email', 'ilike', pattern), eb('orders.customerName', 'ilike', pattern)]),
      ]),
    );
  }
  if (after) {
    query = query.where(
      sql<boolean>`(orders.created_at, orders.id) < (timestamptz 'epoch' + ${after.createdMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
    );
  }
  return query.orderBy('orders.createdAt', 'desc').orderBy('orders.id', 'desc').limit(limit);
}

/** The order's timeline, oldest first, with the e-mail and name of the person behind each event (when one was). */
export function listOrderEvents(db: DB, orderId: string) {
  return db
    .selectFrom('orderEvents')
    .select((eb) => ['orderEvents.type', 'orderEvents.actorType', userEmail(eb.ref('orderEvents.actorId')).as('actorEmail'), userName(eb.ref('orderEvents.actorId')).as('actorName'), 'orderEvents.details', 'orderEvents.createdAt'])
    .where('orderEvents.orderId', '=', orderId)
    .orderBy('orderEvents.createdAt')
    .orderBy('orderEvents.id')
    .execute();
}

/**
 * Marks the order shipped if it is paid (or on account) and not shipped yet, in one conditional statement: of two
 * admins shipping at once, the second waits for the first's row lock, sees `shipped`, and matches
 * nothing. Returns the order's mail facts, or undefined when nothing changed.
 */
export function markShipped(db: DB, orderId: string, shipment: { carrier: string | null; trackingNumber: string | null }) {
  return db
    .updateTable('orders')
    .set({ status: 'shipped', shippedAt: new Date(), carrier: shipment.carrier, trackingNumber: shipment.trackingNumber })
    .where('id', '=', orderId)
    // Paid, or on account: confirmed when placed and shipped before its invoice is paid (issue 40).
    .where((eb) => eb.or([eb('isPaid', '=', true), eb('paymentMethod', '=', 'account')]))
    .where('status', '=', 'processing')
    .returning(orderMailFacts)
    .returning('shippedAt')
    .executeTakeFirst();
}

/** The number, status and paid state of each of these orders (a bulk ship's refusals). */
export function findOrderStates(db: DB, orderIds: readonly string[]) {
  return db.selectFrom('orders').select(['id', 'number', 'status', 'isPaid']).where('id', 'in', orderIds).execute();
}

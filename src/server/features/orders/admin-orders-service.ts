import type { AdminOrder, AdminOrderDetail, OrderPageInput } from '../../../shared/schemas/admin-orders';
import { ORDERS_PAGE_SIZE } from '../../../shared/schemas/admin-orders';
import { AppError } from '../../errors/app-error';
import type { DB } from '../../db/database';
import type { AppServices, ContextUser } from '../../trpc/context';
import { recordAudit } from '../audit/audit-log-repository';
import { orderShippedMail } from '../mail/order-mails';
import { enqueueMail } from '../mail/outbox-repository';
import { toAdminOrderDto } from './admin-order-dto';
import { findAdminOrder, findCustomer, listOrderEvents, listOrderPage, markShipped } from './admin-orders-repository';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor';
import { recordOrderEvent } from './order-events-repository';
import { findOrderToClose } from './orders-repository';

const noSuchOrder = () => new AppError('not-found', 'No such order');

/**
 * One page of all orders, newest first, filtered (see orderFiltersSchema for the rules) and
 * continued from `cursor`. `nextCursor` is null on the last page. 400 for a cursor we did not make.
 */
export async function orderPage(db: DB, input: OrderPageInput): Promise<{ orders: AdminOrder[]; nextCursor: string | null }> {
  const { cursor, limit = ORDERS_PAGE_SIZE, ...filters } = input;
  const rows = await listOrderPage(db, filters, cursor ? decodeOrderCursor(cursor) : null, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: page.map(toAdminOrderDto),
    nextCursor: rows.length > limit && last ? encodeOrderCursor(last) : null,
  };
}

/**
 * Ships a paid order (`PUT /shipped-order/{orderId}`): status `shipped`, the time, and the carrier
 * and tracking number when given; its timeline event, the audit entry and the customer's e-mail
 * are written in the same transaction. Shipping an order already shipped changes nothing and
 * answers `{modifiedCount: 0}` (no second event or e-mail), however many admins click at once.
 *
 * Errors: 404 unknown order; 409 an unpaid, cancelled or expired order.
 */
export async function shipOrder(
  { db, config }: AppServices,
  admin: ContextUser,
  input: { orderId: string; carrier?: string; trackingNumber?: string },
): Promise<{ modifiedCount: number }> {
  const shipment = { carrier: input.carrier || null, trackingNumber: input.trackingNumber || null };
  const shipped = await db.transaction().execute(async (trx) => {
    const row = await markShipped(trx, input.orderId, shipment);
    if (!row) return false;
    const actor = { type: 'admin', id: admin.id } as const;
    await recordOrderEvent(trx, row.id, 'shipped', actor, { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber });
    await recordAudit(trx, admin, {
      action: 'order.shipped',
      target: row.id,
      before: { status: 'processing', shippedAt: null, carrier: null, trackingNumber: null },
      after: { status: 'shipped', shippedAt: row.shippedAt?.toISOString() ?? null, ...shipment },
    });
    await enqueueMail(trx, orderShippedMail(config, row, shipment));
    return true;
  });
  if (shipped) return { modifiedCount: 1 };

  const order = await findOrderToClose(db, input.orderId);
  if (!order) throw noSuchOrder();
  if (order.status === 'shipped') return { modifiedCount: 0 };
  throw new AppError('conflict', order.isPaid ? `A ${order.status} order cannot be shipped` : 'Only a paid order can be shipped');
}

/** An order for the admin: the order, its customer as their profile says now, and its timeline. 404 when unknown. */
export async function adminOrderDetail(db: DB, orderId: string): Promise<AdminOrderDetail> {
  const order = await findAdminOrder(db, orderId);
  if (!order) throw noSuchOrder();
  const [customer, events] = await Promise.all([findCustomer(db, order.userId), listOrderEvents(db, orderId)]);
  return {
    order: toAdminOrderDto(order),
    customer,
    timeline: events.map((event) => ({
      type: event.type,
      actor: { type: event.actorType, email: event.actorEmail },
      details: event.details,
      at: event.createdAt.toISOString(),
    })),
  };
}

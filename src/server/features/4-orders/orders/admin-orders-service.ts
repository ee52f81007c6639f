import type { Order } from '../../../../shared/schemas/order';
import type { AdminOrderDetail, CancelUnpaidOrderInput, OrderPageInput } from '../../../../shared/schemas/admin-orders';
import { DEFAULT_ADMIN_CANCEL_REASON, ORDERS_PAGE_SIZE } from '../../../../shared/schemas/admin-orders';
import { isClosedStatus } from '../../../../shared/schemas/order';
import { ON_ACCOUNT_NOT_CANCELLABLE_MESSAGE } from '../../../../shared/schemas/account-terms';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import { toOrderDto } from './order-dto';
import { findCustomer } from '../../3-accounts/accounts/customer-accounts';
import { listOrderEvents, listOrderPage, type OrderListFilters } from './admin-orders-repository';
import { closeOrder } from './closing/close-order';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../db/keyset-cursor';
import { keysetPage } from '../../../db/keyset-page';
import { findOrder, findOrderToClose } from './orders-repository';

export const noSuchOrder = () => new AppError('not-found', 'No such order');

/**
 * One page of all orders, newest first, filtered (see orderFiltersSchema for the rules) and
 * continued from `cursor` (`ids`, `userId`: only those orders, only theirs). `nextCursor` is null on the last page. 400 for a cursor we did not make.
 */
export async function orderPage(services: AppServices, input: OrderPageInput & Pick<OrderListFilters, 'ids' | 'userId'>): Promise<{ orders: Order[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await orderRowPage(services, input);
  return { orders: rows.map(toOrderDto), nextCursor };
}

/** orderPage's rows as read (amounts in cents, the refunded amount too): for the CSV export. */
export async function orderRowPage({ db, ports }: AppServices, input: OrderPageInput & Pick<OrderListFilters, 'ids' | 'userId'>) {
  const { cursor, limit = ORDERS_PAGE_SIZE, ...filters } = input;
  const rows = await listOrderPage(db, ports, filters, cursor ? decodeKeysetCursor(cursor) : null, limit + 1);
  const { page, next } = keysetPage(rows, limit, encodeKeysetCursor);
  return { rows: page, nextCursor: next };
}

/** The 409 for an order that is no longer unpaid and open, in the admin's words. */
function notCancellable(order: { status: string; isPaid: boolean }) {
  if (order.isPaid) return new AppError('conflict', 'A paid order cannot be cancelled');
  return new AppError('conflict', isClosedStatus(order.status) ? `This order is already ${order.status}` : 'A payment for this order is being processed; it cannot be cancelled now');
}

/**
 * An admin cancels an unpaid order (`DELETE /admin/orders/{orderId}`, docs/decisions/043), by the
 * same path as the customer's cancel and the expiry (closeOrder): its intent is cancelled at the
 * gateway, the row is kept (`cancelled`, with the reason), its units go back to stock once however
 * many admins, customers and sweepers race, and the timeline event, the audit entry and the
 * customer's e-mail (with the reason) are written in the closing transaction.
 *
 * Errors: 404 unknown order; 409 an on-account order (confirmed when placed), a paid order (one whose payment the gateway reports as succeeded
 * just now included), one already cancelled or expired, or one whose payment is processing.
 */
export async function cancelUnpaidOrder(services: AppServices, admin: ContextUser, input: CancelUnpaidOrderInput): Promise<{ deletedCount: number }> {
  const order = await findOrderToClose(services.db, input.orderId);
  if (!order) throw noSuchOrder();
  if (order.isPaid || isClosedStatus(order.status)) throw notCancellable(order);
  if (order.paymentMethod === 'account') throw new AppError('conflict', ON_ACCOUNT_NOT_CANCELLABLE_MESSAGE);

  const outcome = await closeOrder(services, {
    order,
    status: 'cancelled',
    reason: input.reason || DEFAULT_ADMIN_CANCEL_REASON,
    actor: { type: 'admin', id: admin.id },
    admin: { id: admin.id, email: admin.email },
  });
  if (outcome === 'closed') return { deletedCount: 1 };
  // Paid at the gateway just now, still processing, or closed first by someone else.
  const now = (await findOrderToClose(services.db, input.orderId)) ?? order;
  throw notCancellable(outcome === 'processing' ? { status: 'pending', isPaid: false } : now);
}

/** An order for the admin: the order, its invoice and credit notes, its customer as their profile says now, and its timeline. 404 when unknown. */
export async function adminOrderDetail(services: AppServices, orderId: string): Promise<AdminOrderDetail> {
  const { db } = services;
  const order = await findOrder(db, services.ports, orderId);
  if (!order) throw noSuchOrder();
  const [customer, events, documents] = await Promise.all([findCustomer(db, order.userId), listOrderEvents(db, orderId), services.ports.findOrderDocuments(db, orderId)]);
  return {
    order: toOrderDto(order),
    ...documents,
    customer,
    timeline: events.map((event) => ({
      type: event.type,
      actor: { type: event.actorType, email: event.actorEmail, name: event.actorName },
      details: event.details,
      at: event.createdAt.toISOString(),
    })),
  };
}

import type { BulkShipInput, BulkShipRefusal, BulkShipResult } from '../../../../shared/schemas/admin-orders';
import { isClosedStatus } from '../../../../shared/schemas/order';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import { recordAudit } from '../../1-platform/audit/audit-log-repository';
import { enqueueMail } from '../../1-platform/mail/outbox-repository';
import { orderShippedMail } from '../../1-platform/mail/templates/order-mails';
import { findOrderStates, markShipped } from './admin-orders-repository';
import { noSuchOrder } from './admin-orders-service';
import { recordOrderEvent } from './order-timeline';
import { findOrderToClose } from './orders-repository';

/** The refusal of shipping an unpaid card order: only paid orders and on-account ones (issue 40) ship. */
export const SHIP_PAID_ONLY_MESSAGE = 'Only a paid or on-account order can be shipped';

interface Shipment {
  carrier: string | null;
  trackingNumber: string | null;
}

/**
 * Ships one order if it is paid (or on account) and not shipped yet: the conditional update decides (of admins
 * racing, one ships), and its timeline event, audit entry and the customer's e-mail are written in
 * the same transaction. Returns the order's number, or null when nothing changed.
 */
async function shipIfPaid({ db, config }: AppServices, admin: ContextUser, orderId: string, shipment: Shipment): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await markShipped(trx, orderId, shipment);
    if (!row) return null;
    await recordOrderEvent(trx, row.id, 'shipped', { type: 'admin', id: admin.id }, { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber });
    await recordAudit(trx, admin, {
      action: 'order.shipped',
      target: row.id,
      before: { status: 'processing', shippedAt: null, carrier: null, trackingNumber: null },
      after: { status: 'shipped', shippedAt: row.shippedAt?.toISOString() ?? null, ...shipment },
    });
    await enqueueMail(trx, orderShippedMail(config, row, shipment));
    return row.number;
  });
}

/**
 * Ships a paid or on-account order (`PUT /shipped-order/{orderId}`): status `shipped`, the time, and the carrier
 * and tracking number when given, with its event, audit entry and e-mail. Shipping an order
 * already shipped changes nothing and answers `{modifiedCount: 0}` (no second event or e-mail),
 * however many admins click at once.
 *
 * Errors: 404 unknown order; 409 an unpaid card order, a cancelled or expired one.
 */
export async function shipOrder(services: AppServices, admin: ContextUser, input: { orderId: string; carrier?: string; trackingNumber?: string }): Promise<{ modifiedCount: number }> {
  const shipment = { carrier: input.carrier || null, trackingNumber: input.trackingNumber || null };
  if (await shipIfPaid(services, admin, input.orderId, shipment)) return { modifiedCount: 1 };

  const order = await findOrderToClose(services.db, input.orderId);
  if (!order) throw noSuchOrder();
  if (order.status === 'shipped') return { modifiedCount: 0 };
  throw new AppError('conflict', order.isPaid || order.paymentMethod === 'account' ? `A ${order.status} order cannot be shipped` : SHIP_PAID_ONLY_MESSAGE);
}

/** Why an order that did not ship stayed as it was. */
function refusalOf(order: { status: string; isPaid: boolean } | undefined): BulkShipRefusal {
  if (!order) return 'not_found';
  if (order.status === 'shipped') return 'already_shipped';
  if (isClosedStatus(order.status)) return order.status;
  return 'not_paid';
}

/**
 * Ships the selected orders (`POST /orders/ship`), each by itself exactly as shipOrder does (its
 * own transaction, event, audit entry and e-mail), one after another, so one refusal never undoes
 * the others and a bulk ship racing another ships each order once. Answers which were shipped and
 * which were left alone and why (an order another admin shipped first is `already_shipped`).
 */
export async function shipOrders(services: AppServices, admin: ContextUser, input: BulkShipInput): Promise<BulkShipResult> {
  const shipment = { carrier: input.carrier || null, trackingNumber: null };
  const orderIds = [...new Set(input.orderIds)];
  const shipped: BulkShipResult['shipped'] = [];
  const left: string[] = [];
  for (const orderId of orderIds) {
    const number = await shipIfPaid(services, admin, orderId, shipment);
    if (number) shipped.push({ orderId, number });
    else left.push(orderId);
  }
  const states = left.length ? new Map((await findOrderStates(services.db, left)).map((order) => [order.id, order])) : new Map();
  const refused = left.map((orderId) => {
    const order = states.get(orderId);
    return { orderId, number: order?.number ?? null, reason: refusalOf(order) };
  });
  return { shipped, refused };
}

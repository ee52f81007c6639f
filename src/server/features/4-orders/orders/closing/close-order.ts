import type { AppServices, EventActor, ReleaseOutcome } from '../../../../services';
import { recordAudit } from '../../../1-platform/audit/audit-log-repository';
import { orderEndedMail } from '../../../1-platform/mail/templates/order-mails';
import { enqueueMail } from '../../../1-platform/mail/outbox-repository';
import { recordOrderEvent } from '../order-timeline';
import { returnStock } from '../../../2-catalogue/products/stock-repository';
import { closeUnpaidOrder } from '../orders-repository';

export interface CloseRequest {
  order: { id: string };
  status: 'cancelled' | 'expired';
  reason: string;
  actor: EventActor;
  /** Close only if it is this user's order. */
  userId?: string;
  /**
   * The admin who cancels it (docs/decisions/043): the close is also an audit entry, and the
   * customer's e-mail says the shop cancelled it, with `reason`.
   */
  admin?: { id: string; email: string };
}

export type CloseOutcome = Exclude<ReleaseOutcome, 'released'> | 'closed' | 'unchanged';

/**
 * Cancels or expires an unpaid order, keeping its row (docs/decisions/042):
 * 1. its intent is cancelled at the gateway first, so nobody can pay it any more; if the gateway
 *    says it already succeeded, the order is marked paid instead (`paid`), and if the bank is
 *    still deciding it stays open (`processing`);
 * 2. one transaction closes the row only if it is still pending and unpaid, returns its units to
 *    stock, records the event (and an admin's audit entry) and queues the customer's e-mail:
 *    racing closes (customer, admins, sweepers) return the units once (`unchanged` for the losers);
 * 3. an intent created meanwhile (a payment page opened between 1 and 2) is cancelled too; should
 *    it have been paid, the payment is refunded as the order is closed.
 */
export async function closeOrder(services: AppServices, request: CloseRequest): Promise<CloseOutcome> {
  const via = request.status === 'cancelled' ? 'cancel' : 'expiry';
  // Payments is the layer above: the composition root hands its release in (docs/architecture.md#layers).
  const { releaseOrderPayment } = services.ports;
  const released = await releaseOrderPayment(services, request.order.id, via, request.actor);
  if (released.outcome !== 'released') return released.outcome;

  const closed = await services.db.transaction().execute(async (trx) => {
    const row = await closeUnpaidOrder(trx, request.order.id, request);
    if (!row) return undefined;
    const unitsReturned = row.lines.reduce((sum, line) => sum + line.quantity, 0);
    await returnStock(
      trx,
      row.lines.map((line) => ({ productId: line.productId, units: line.quantity })),
    );
    await recordOrderEvent(trx, request.order.id, request.status, request.actor, {
      reason: request.reason,
      unitsReturned,
      ...(released.intentId ? { intentId: released.intentId } : {}),
    });
    if (request.admin) {
      await recordAudit(trx, request.admin, {
        action: 'order.cancelled',
        target: row.id,
        before: { status: 'pending', isPaid: false },
        after: { status: 'cancelled', reason: request.reason, unitsReturned },
      });
    }
    await enqueueMail(trx, orderEndedMail(services.config, row, request.status, request.admin ? { reason: request.reason } : undefined));
    return row;
  });
  if (!closed) return 'unchanged';
  await releaseOrderPayment(services, request.order.id, via, request.actor, released.intentId);
  return 'closed';
}

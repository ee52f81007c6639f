import type { AppServices, ReleaseOutcome } from '../../../services';
import type { EventActor } from '../../orders/order-timeline';
import { paymentGatewayOf } from '../gateways/gateway-of';
import { settleIntent } from './settle-payment';

/**
 * Before an unpaid order is cancelled or expires: cancels its intent at the gateway so that it can
 * no longer be paid. If the gateway says the intent already succeeded, the money is the order's:
 * it is settled (marked paid) instead, and the order must not be closed. Orders' closing calls it
 * through `AppServices.ports`. Answers
 * - `released`: nothing can pay the order any more (no intent, or it is cancelled now);
 * - `paid`: the intent had already succeeded, and the order is now marked paid;
 * - `processing`: the bank is still deciding; the order must stay open until it has.
 */
export async function releaseOrderPayment(
  services: AppServices,
  order: { id: string; paymentIntentId: string | null },
  via: 'cancel' | 'expiry',
  actor: EventActor,
): Promise<ReleaseOutcome> {
  if (!order.paymentIntentId) return 'released';
  const intent = await paymentGatewayOf(services).cancelIntent(order.paymentIntentId);
  if (!intent || intent.status === 'canceled') return 'released';
  if (intent.status !== 'succeeded') return 'processing';
  const settled = await settleIntent(services, intent, { orderId: order.id, intentId: intent.id, via, actor });
  return settled.outcome === 'paid' || settled.outcome === 'already-paid' ? 'paid' : 'released';
}

import type { AppServices, EventActor, ReleaseOutcome } from '../../../../services';
import { paymentGatewayOf } from '../gateways/gateway-of';
import { findCurrentPayment } from '../order-payments-repository';
import { settleIntent } from './settle-payment';

/**
 * Before an unpaid order is cancelled or expires: cancels its current intent at the gateway so that it can
 * no longer be paid. If the gateway says the intent already succeeded, the money is the order's:
 * it is settled (marked paid) instead, and the order must not be closed. Orders' closing calls it
 * through `AppServices.ports`. Answers
 * - `released`: nothing can pay the order any more (no intent, or it is cancelled now);
 * - `paid`: the intent had already succeeded, and the order is now marked paid;
 * - `processing`: the bank is still deciding; the order must stay open until it has.
 */
export async function releaseOrderPayment(
  services: AppServices,
  orderId: string,
  via: 'cancel' | 'expiry',
  actor: EventActor,
  unless?: string | null,
): Promise<{ outcome: ReleaseOutcome; intentId: string | null }> {
  const intentId = (await findCurrentPayment(services.db, orderId))?.gatewayRef ?? null;
  if (!intentId || intentId === unless) return { outcome: 'released', intentId };
  const intent = await paymentGatewayOf(services).cancelIntent(intentId);
  if (!intent || intent.status === 'canceled') return { outcome: 'released', intentId };
  if (intent.status !== 'succeeded') return { outcome: 'processing', intentId };
  const settled = await settleIntent(services, intent, { orderId, intentId: intent.id, via, actor });
  return { outcome: settled.outcome === 'paid' || settled.outcome === 'already-paid' ? 'paid' : 'released', intentId };
}

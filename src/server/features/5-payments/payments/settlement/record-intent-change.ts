import { idSchema } from '../../../../../shared/schemas/ids';
import type { AppServices, EventActor } from '../../../../services';
import { recordOrderEvent } from '../../../4-orders/orders/order-timeline';
import type { GatewayIntent } from '../gateways/payment-gateway';
import { lockOrderForPayment } from '../../../4-orders/orders/paid-orders';
import { notePaymentStatus } from '../order-payments-repository';
import { recordWebhookEvent } from '../payment-events-repository';

export type IntentChangeOutcome = 'recorded' | 'ignored' | 'unknown-order' | 'replayed';

/**
 * Records what the gateway reports about an intent other than success: a failed attempt
 * (`payment_failed`, the order stays payable), a cancellation (`payment_cancelled`), or an attempt
 * that now waits for the bank or the customer (`payment_attempt`). A webhook's event id is stored
 * in the same transaction. When the order is already paid the report is recorded as ignored and
 * changes nothing: order state only moves forward.
 */
export async function recordIntentChange(
  { db }: AppServices,
  intent: GatewayIntent,
  change: { type: 'payment_failed' | 'payment_cancelled' | 'payment_attempt'; actor: EventActor; event?: { id: string; type: string } },
): Promise<IntentChangeOutcome> {
  const orderId = idSchema.safeParse(intent.orderId).data;
  return db.transaction().execute(async (trx) => {
    if (change.event && !(await recordWebhookEvent(trx, change.event))) return 'replayed';
    const order = orderId ? await lockOrderForPayment(trx, orderId) : undefined;
    if (!order) return 'unknown-order';
    const details = {
      intentId: intent.id,
      status: intent.status,
      ...(intent.lastError ? { code: intent.lastError.code, message: intent.lastError.message } : {}),
    };
    if (order.isPaid) {
      await recordOrderEvent(trx, order.id, change.type, change.actor, { ...details, ignored: 'the order is already paid' });
      return 'ignored';
    }
    await notePaymentStatus(trx, order.id, intent.id, intent.status);
    await recordOrderEvent(trx, order.id, change.type, change.actor, details);
    return 'recorded';
  });
}

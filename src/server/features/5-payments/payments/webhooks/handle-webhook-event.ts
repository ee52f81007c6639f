import { idSchema } from '../../../../../shared/schemas/ids';
import type { AppServices } from '../../../../services';
import { GATEWAY } from '../../../4-orders/orders/order-timeline';
import type { GatewayEvent } from '../gateways/payment-gateway';
import { recordIntentChange } from '../settlement/record-intent-change';
import { settlePayment } from '../settlement/settle-payment';

const CHANGES = {
  'payment_intent.payment_failed': 'payment_failed',
  'payment_intent.canceled': 'payment_cancelled',
  'payment_intent.processing': 'payment_attempt',
  'payment_intent.requires_action': 'payment_attempt',
} as const;

/**
 * Applies one verified gateway event. `payment_intent.succeeded` goes through the one mark-paid
 * function (which asks the gateway again); failures, cancellations and attempts waiting for the
 * bank or the customer are recorded on the order. The event id is stored in the same transaction
 * as the effect, so a replay changes nothing. Events about other objects are acknowledged.
 * Answers what became of the event, for the log line (the gateway gets 200 either way).
 */
export async function handleWebhookEvent(services: AppServices, event: GatewayEvent): Promise<string> {
  const { intent } = event;
  const eventRef = { id: event.id, type: event.type };
  if (!intent) return 'ignored: not about a payment intent';
  if (event.type === 'payment_intent.succeeded') {
    const orderId = idSchema.safeParse(intent.orderId).data;
    if (!orderId) return 'unknown-order';
    const settled = await settlePayment(services, { orderId, intentId: intent.id, via: 'webhook', actor: GATEWAY, event: eventRef });
    return settled.outcome;
  }
  const type = CHANGES[event.type as keyof typeof CHANGES];
  if (!type) return `ignored: ${event.type}`;
  return recordIntentChange(services, intent, { type, actor: GATEWAY, event: eventRef });
}

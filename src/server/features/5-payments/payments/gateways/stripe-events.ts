import type Stripe from 'stripe';
import type { IntentStatus } from '../../../../../shared/schemas/payment';
import type { ReceiptCard } from '../../../../../shared/schemas/receipt';
import { WebhookSignatureError, type GatewayEvent, type GatewayIntent } from './payment-gateway';
import { stripeSdk } from './stripe-sdk';

/** A Stripe PaymentIntent (from the API or an event) as the shop sees intents. */
/** The card of an expanded charge (`payment_method_details.card`): brand and last 4, null when it was no card. */
export function chargeCard(charge: Stripe.Charge): ReceiptCard | null {
  const card = charge.payment_method_details?.card;
  return card?.last4 ? { brand: card.brand ?? null, last4: card.last4 } : null;
}

export function toGatewayIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    orderId: intent.metadata?.orderId ?? null,
    lastError: error ? { code: error.decline_code ?? error.code ?? null, message: error.message ?? 'The payment failed' } : null,
    ...(typeof intent.latest_charge === 'object' && intent.latest_charge !== null ? { card: chargeCard(intent.latest_charge) } : {}),
  };
}

/**
 * Verifies a Stripe-signed webhook (the `Stripe-Signature` header over the raw body, with the
 * endpoint's `whsec_` secret, within Stripe's default 5-minute tolerance) and parses it. Both
 * gateways use it: test-gateway events are Stripe-shaped too.
 */
export async function parseSignedEvent(rawBody: Buffer, signature: string | undefined, secret: string | undefined): Promise<GatewayEvent> {
  if (!secret) throw new WebhookSignatureError('Webhooks are not set up: STRIPE_WEBHOOK_SECRET is missing');
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  const { webhooks } = await stripeSdk();
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
  }
  const object = event.data.object as { object?: string };
  return {
    id: event.id,
    type: event.type,
    intent: object.object === 'payment_intent' ? toGatewayIntent(object as Stripe.PaymentIntent) : null,
  };
}

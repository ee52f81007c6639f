import type { IntentStatus, PaymentGatewayName } from '../../../../../shared/schemas/payment';
import type { ReceiptCard } from '../../../../../shared/schemas/receipt';

/** A PaymentIntent as the shop needs to know it, whichever gateway holds it. */
export interface GatewayIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** `metadata.orderId`: the order the intent was created for (null when it carries none). */
  orderId: string | null;
  /** The last failure's message and code, as the gateway words them. */
  lastError: { code: string | null; message: string } | null;
  /**
   * The card that paid, when the gateway's answer carries it (Stripe's expanded `latest_charge`);
   * null when it says there is none; undefined when the answer does not say (ask `paymentCard`).
   */
  card?: ReceiptCard | null;
}

export interface NewIntent {
  orderId: string;
  amountCents: number;
  currency: string;
  /** One key per order and attempt: asking twice returns the same intent. */
  idempotencyKey: string;
}

/** An admin's refund of part (or all) of a succeeded intent. */
export interface PartRefund {
  intentId: string;
  amountCents: number;
  /** The shop's refund id: asking again with it answers the same refund, never a second one. */
  idempotencyKey: string;
  reason?: string;
}

/** The gateway (or the card network behind it) refused a refund; `message` says why, in its words. */
export class RefundRefusedError extends Error {}

/** A verified webhook event about an intent (other event types are `intent: null`). */
export interface GatewayEvent {
  id: string;
  type: string;
  intent: GatewayIntent | null;
}

/** The gateway refused a webhook: bad signature, stale timestamp, or no secret to check with. */
export class WebhookSignatureError extends Error {}

/**
 * Everything the shop asks of a card payment provider (docs/decisions/040). Two implementations:
 * Stripe (`stripe-gateway.ts`) and the test gateway (`test-gateway.ts`, intents in Postgres).
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** Creates an intent, or returns the one already created under the same idempotency key. */
  createIntent(intent: NewIntent): Promise<GatewayIntent>;
  /** The intent as the gateway holds it now; null when the gateway does not know the id. */
  retrieveIntent(id: string): Promise<GatewayIntent | null>;
  /**
   * Cancels the intent so it can no longer be paid, and answers it as it is afterwards. An intent
   * that already succeeded, or is processing, cannot be cancelled: it comes back in that status.
   * Null when the gateway does not know the id.
   */
  cancelIntent(id: string): Promise<GatewayIntent | null>;
  /** The card that paid the intent (brand when the gateway knows it, last 4 digits); null when it does not say. */
  paymentCard(id: string): Promise<ReceiptCard | null>;
  /** Refunds a succeeded intent in full; repeating it refunds nothing more. Answers the refund id. */
  refundIntent(id: string): Promise<string>;
  /**
   * Refunds `amountCents` of a succeeded intent, at most what is left of its charge. Answers the
   * gateway's refund id; throws RefundRefusedError when the gateway refuses it.
   */
  refundPart(refund: PartRefund): Promise<{ refundId: string }>;
  /** Checks the signature on the raw body and parses the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<GatewayEvent>;
}

/** Statuses in which an intent can still be confirmed by the customer (reused rather than replaced). */
export const PAYABLE_STATUSES: readonly IntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

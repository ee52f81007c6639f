import Stripe from 'stripe';
import type { ReceiptCard } from '../../../../shared/schemas/receipt';
import type { StripeApiAddress } from '../../../config';
import type { GatewayEvent, GatewayIntent, NewIntent, PaymentGateway } from './payment-gateway';
import { parseSignedEvent, toGatewayIntent } from './stripe-events';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Tests point the SDK at a loopback fake of Stripe's API. */
  api?: StripeApiAddress;
}

/** Stripe's "no such object" and "not in a state that allows this" answers. */
function stripeCode(error: unknown): string | undefined {
  return error instanceof Stripe.errors.StripeError ? error.code : undefined;
}

/**
 * PaymentIntents on Stripe. The amount and currency come from the caller (the order in the
 * database), `metadata.orderId` ties the intent to its order, and every write carries an
 * idempotency key, so a retried request never makes a second intent or a second refund.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    this.stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...options.api });
  }

  async createIntent({ orderId, amountCents, currency, idempotencyKey }: NewIntent): Promise<GatewayIntent> {
    const intent = await this.stripe.paymentIntents.create(
      { amount: amountCents, currency, allowed_payment_method_types: ['card'], metadata: { orderId } },
      { idempotencyKey },
    );
    return toGatewayIntent(intent);
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | null> {
    try {
      return toGatewayIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (stripeCode(error) === 'resource_missing') return null;
      throw error;
    }
  }

  async cancelIntent(id: string): Promise<GatewayIntent | null> {
    try {
      return toGatewayIntent(await this.stripe.paymentIntents.cancel(id));
    } catch (error) {
      // Already canceled, succeeded or processing: say how it is instead.
      if (stripeCode(error) === 'payment_intent_unexpected_state') return this.retrieveIntent(id);
      if (stripeCode(error) === 'resource_missing') return null;
      throw error;
    }
  }

  /** From the intent's latest charge (`payment_method_details.card`), expanded in the same request. */
  async paymentCard(id: string): Promise<ReceiptCard | null> {
    const intent = await this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    const card = typeof charge === 'object' ? charge?.payment_method_details?.card : undefined;
    return card?.last4 ? { brand: card.brand ?? null, last4: card.last4 } : null;
  }

  async refundIntent(id: string): Promise<string> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
      return refund.id;
    } catch (error) {
      // Refunded before, past the idempotency key's 24 hours: that refund is the answer.
      if (stripeCode(error) !== 'charge_already_refunded') throw error;
      const earlier = await this.stripe.refunds.list({ payment_intent: id, limit: 1 });
      if (!earlier.data[0]) throw error;
      return earlier.data[0].id;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    return parseSignedEvent(rawBody, signature, this.options.webhookSecret);
  }
}

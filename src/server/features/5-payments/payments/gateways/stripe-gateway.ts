import type Stripe from 'stripe';
import type { ReceiptCard } from '../../../../../shared/schemas/receipt';
import type { StripeApiAddress } from '../../../../config';
import { RefundRefusedError, type GatewayEvent, type GatewayIntent, type NewIntent, type PartRefund, type PaymentGateway } from './payment-gateway';
import { chargeCard, parseSignedEvent, toGatewayIntent } from './stripe-events';
import { stripeSdk } from './stripe-sdk';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Tests point the SDK at a loopback fake of Stripe's API. */
  api?: StripeApiAddress;
}

/** Stripe's "no such object" and "not in a state that allows this" answers. */
async function stripeCode(error: unknown): Promise<string | undefined> {
  const { errors } = await stripeSdk();
  return error instanceof errors.StripeError ? error.code : undefined;
}

/**
 * PaymentIntents on Stripe. The amount and currency come from the caller (the order in the
 * database), `metadata.orderId` ties the intent to its order, and every write carries an
 * idempotency key, so a retried request never makes a second intent or a second refund.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private client: Promise<Stripe> | undefined;

  constructor(private readonly options: StripeGatewayOptions) {}

  /** The SDK's client, made on the first call (stripe-sdk.ts). */
  private stripe(): Promise<Stripe> {
    const { secretKey, api } = this.options;
    return (this.client ??= stripeSdk().then((Sdk) => new Sdk(secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...api })));
  }

  async createIntent({ orderId, amountCents, currency, idempotencyKey }: NewIntent): Promise<GatewayIntent> {
    const stripe = await this.stripe();
    const intent = await stripe.paymentIntents.create(
      { amount: amountCents, currency, allowed_payment_method_types: ['card'], metadata: { orderId } },
      { idempotencyKey },
    );
    return toGatewayIntent(intent);
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | null> {
    const stripe = await this.stripe();
    try {
      // With its charge, so settling a payment learns the card that paid in the same request.
      return toGatewayIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    } catch (error) {
      if ((await stripeCode(error)) === 'resource_missing') return null;
      throw error;
    }
  }

  async cancelIntent(id: string): Promise<GatewayIntent | null> {
    const stripe = await this.stripe();
    try {
      return toGatewayIntent(await stripe.paymentIntents.cancel(id));
    } catch (error) {
      const code = await stripeCode(error);
      // Already canceled, succeeded or processing: say how it is instead.
      if (code === 'payment_intent_unexpected_state') return this.retrieveIntent(id);
      if (code === 'resource_missing') return null;
      throw error;
    }
  }

  /** From the intent's latest charge (`payment_method_details.card`), expanded in the same request. */
  async paymentCard(id: string): Promise<ReceiptCard | null> {
    const stripe = await this.stripe();
    const charge = (await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })).latest_charge;
    return typeof charge === 'object' && charge !== null ? chargeCard(charge) : null;
  }

  async refundIntent(id: string): Promise<string> {
    const stripe = await this.stripe();
    try {
      const refund = await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
      return refund.id;
    } catch (error) {
      // Refunded before, past the idempotency key's 24 hours: that refund is the answer.
      if ((await stripeCode(error)) !== 'charge_already_refunded') throw error;
      const earlier = await stripe.refunds.list({ payment_intent: id, limit: 1 });
      if (!earlier.data[0]) throw error;
      return earlier.data[0].id;
    }
  }

  /**
   * A refund of part of the intent's charge. Stripe's refusals (a card or request error: more than
   * is left, a disputed charge) become RefundRefusedError with Stripe's message; network and
   * server failures are thrown as they are, so the caller keeps the refund pending and retries
   * it later with the same idempotency key.
   */
  async refundPart({ intentId, amountCents, idempotencyKey, reason }: PartRefund): Promise<{ refundId: string }> {
    const stripe = await this.stripe();
    let refund: Stripe.Refund;
    try {
      refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents, metadata: { refundId: idempotencyKey, ...(reason ? { reason: reason.slice(0, 500) } : {}) } },
        { idempotencyKey: `order-refund-${idempotencyKey}` },
      );
    } catch (error) {
      const { errors } = await stripeSdk();
      if (error instanceof errors.StripeCardError || error instanceof errors.StripeInvalidRequestError) throw new RefundRefusedError(error.message);
      throw error;
    }
    if (refund.status === 'failed' || refund.status === 'canceled') throw new RefundRefusedError(`Stripe could not refund the card (${refund.failure_reason ?? refund.status})`);
    return { refundId: refund.id };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<GatewayEvent> {
    return parseSignedEvent(rawBody, signature, this.options.webhookSecret);
  }
}

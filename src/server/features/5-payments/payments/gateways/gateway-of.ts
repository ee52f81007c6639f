import type { Config } from '../../../../config';
import type { AppServices } from '../../../../services';
import type { PaymentGateway } from './payment-gateway';
import { StripeGateway } from './stripe-gateway';
import { TestGateway } from './test-gateway';

// One Stripe client per configuration (it keeps connections alive); the test gateway is only a db handle.
const stripeGateways = new WeakMap<Config, StripeGateway>();

/** The gateway the configuration selects (PAYMENTS, else Stripe when STRIPE_SECRET_KEY is set). */
export function paymentGatewayOf({ db, config }: AppServices): PaymentGateway {
  const { gateway, stripeSecretKey, stripeWebhookSecret, stripeApi } = config.payments;
  if (gateway === 'test' || !stripeSecretKey) return new TestGateway(db, stripeWebhookSecret);
  let stripe = stripeGateways.get(config);
  if (!stripe) {
    stripe = new StripeGateway({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret, api: stripeApi });
    stripeGateways.set(config, stripe);
  }
  return stripe;
}

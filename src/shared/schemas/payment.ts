import { z } from 'zod';
import { idSchema } from './ids';

/** A PaymentIntent's status, as Stripe names them (the test gateway uses the same). */
export const intentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);

/**
 * What an order remembers of its payment: the intent's last known status, or that it was refunded
 * (a payment that could not be kept, or an admin's refund of all of it) or partly refunded.
 */
export type OrderPaymentStatus = IntentStatus | 'refunded' | 'partially_refunded';

/** The kinds of rows in an order's timeline (`order_events`); the database CHECK lists the same. */
export const orderEventTypeSchema = z.enum([
  'placed',
  'payment_attempt',
  'payment_failed',
  'paid',
  'payment_cancelled',
  'cancelled',
  'expired',
  'refunded',
  'shipped',
]);

/** `pi_...`: a PaymentIntent id of Stripe's form (the test gateway makes the same). */
export const intentIdSchema = z.string().regex(/^pi_[A-Za-z0-9]{8,64}$/, 'Enter a valid payment id');

/** The only currency the shop charges in. */
export const CURRENCY = 'usd';

/** Fields the spec's client sends that the server decides itself: accepted, never trusted. */
const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what}`);

/** `POST /create-payment-intent`: the spec sends `{price}`; the order says what is charged. */
export const createPaymentIntentInputSchema = z.object({
  orderId: idSchema,
  price: z
    .number({ error: 'Enter the price in dollars' })
    .nonnegative('Enter the price in dollars')
    .optional()
    .describe('The amount the page shows, in dollars; when sent it must equal the order total'),
});

export const paymentGatewayNameSchema = z.enum(['stripe', 'test']);

export const createPaymentIntentOutputSchema = z.object({
  clientSecret: z.string(),
  /** Which card form confirms this secret: Stripe Elements, or the test gateway's own form. */
  gateway: paymentGatewayNameSchema,
  /** Stripe's publishable key for Elements; null with the test gateway. */
  publishableKey: z.string().nullable(),
});

/** `PATCH /create-payment-intent/payment/{orderId}`: the spec's payment confirmation. */
export const confirmPaymentInputSchema = z.object({
  orderId: idSchema,
  transactionId: intentIdSchema.optional().describe("The PaymentIntent id; checked with the gateway (default: the order's current intent)"),
  productID: ignored('the order id is the path'),
  totalPrice: ignored('the amount is checked against the order'),
  email: ignored("the order's owner is the signed-in user"),
  user: ignored("the order's owner is the signed-in user"),
});

export const confirmPaymentOutputSchema = z.object({
  /** 1 when this call marked the order paid, 0 when it already was. */
  modifiedCount: z.number().int(),
  isPaid: z.literal(true),
  transactionId: z.string(),
});

/** A card as the test gateway's form sends it (Stripe's test cards behave as on Stripe). */
export const cardDetailsSchema = z.object({
  number: z.string().max(40),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(10),
});

export const billingDetailsSchema = z.object({
  name: z.string().trim().max(200).optional(),
  email: z.string().trim().max(254).optional(),
});

/** `POST /test-payments/{intentId}/confirm`: Stripe's confirmCardPayment, for the test gateway. */
export const testConfirmInputSchema = z.object({
  intentId: intentIdSchema,
  card: cardDetailsSchema,
  billingDetails: billingDetailsSchema.optional(),
});

/** `POST /test-payments/{intentId}/authenticate`: the customer's answer to the 3-D Secure step. */
export const testAuthenticateInputSchema = z.object({
  intentId: intentIdSchema,
  outcome: z.enum(['complete', 'fail']),
});

const paymentErrorFields = {
  type: z.enum(['card_error', 'validation_error', 'invalid_request_error']),
  code: z.string(),
  decline_code: z.string().optional(),
  param: z.string().optional(),
  message: z.string(),
};

/** A PaymentIntent as Stripe.js returns it (the fields the shop uses). */
export const stripeLikeIntentSchema = z.object({
  id: z.string(),
  object: z.literal('payment_intent'),
  amount: z.number().int(),
  currency: z.string(),
  status: intentStatusSchema,
  client_secret: z.string(),
  created: z.number().int(),
  livemode: z.literal(false),
  metadata: z.object({ orderId: z.string() }),
  last_payment_error: z.object(paymentErrorFields).nullable(),
  next_action: z.object({ type: z.literal('use_stripe_sdk') }).nullable(),
});

/** confirmCardPayment's answer: the intent, or an error with the provider's message. */
export const confirmCardResultSchema = z.union([
  z.object({ paymentIntent: stripeLikeIntentSchema }),
  z.object({ error: z.object({ ...paymentErrorFields, payment_intent: stripeLikeIntentSchema.optional() }) }),
]);

export type IntentStatus = z.infer<typeof intentStatusSchema>;
export type OrderEventType = z.infer<typeof orderEventTypeSchema>;
export type PaymentGatewayName = z.infer<typeof paymentGatewayNameSchema>;
export type CardDetails = z.infer<typeof cardDetailsSchema>;
export type StripeLikeIntent = z.infer<typeof stripeLikeIntentSchema>;
export type ConfirmCardResult = z.infer<typeof confirmCardResultSchema>;

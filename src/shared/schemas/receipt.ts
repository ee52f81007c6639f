import { z } from 'zod';
import { idSchema } from './ids';
import { orderDocumentsShape } from './invoice';
import { orderLineSchema } from './order';

/** The card that paid, as far as the gateway tells it (the test gateway knows no brand). */
export const receiptCardSchema = z.object({
  brand: z.string().nullable().describe('The card brand as the gateway names it (visa, mastercard, ...); null when it does not say'),
  last4: z.string(),
});

/** `GET /payment-receipt/{orderId}`: a paid order's receipt, for its owner. */
export const orderReceiptSchema = z.object({
  orderId: idSchema,
  number: z.string().describe("The order's number for people, e.g. TY-10482"),
  customerName: z.string(),
  /** What was bought, line by line, as the order holds it: the same lines as the order's. */
  lines: z.array(orderLineSchema).describe("Every line of the order as it was sold (the order's `lines`): product, SKU, quantity, unit price and line total in dollars"),
  totalPaid: z.number().describe('Dollars'),
  currency: z.string(),
  paidAt: z.iso.datetime({ offset: true }),
  transactionId: z.string().describe('The PaymentIntent id, for the shop and API clients'),
  reference: z.string().describe("The payment's short reference for people: the intent id's last 8 characters, upper-cased"),
  card: receiptCardSchema.nullable().describe('The card that paid; null when the gateway does not say (or cannot be reached)'),
  ...orderDocumentsShape,
});

export type OrderReceipt = z.infer<typeof orderReceiptSchema>;
export type ReceiptCard = z.infer<typeof receiptCardSchema>;

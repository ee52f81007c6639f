import { z } from 'zod';
import { ORDER_STATUSES } from '../order-statuses';
import { addressSchema, phoneSchema } from './contact';
import { idSchema } from './ids';
import { pricedBySchema } from './product';
import { documentsField, orderDocumentsShape } from './invoice';
import { LOCATION_OR_ADDRESS_MESSAGE, orderCompanySchema, orderLocationSchema } from './company';
import { REQUIRED_FIELD_MESSAGE } from './text';
import { orderShippingSchema } from './shipping';
import { taxLineSchema } from './tax';
import { orderInvoiceSchema, PAYMENT_METHODS } from './account-terms';

/**
 * An order quantity before the product is known: a whole number. Its bounds (minimumOrder and
 * stock) come from the product, see `orderQuantitySchema` in rules/order-quantity.ts.
 */
export const quantityNumberSchema = z
  .number({ error: 'Enter a number of units' })
  .int('Enter a whole number of units');

/** Fields the spec's client sends that the server derives itself: accepted, never trusted. */
const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what}`);

/**
 * `OrderInformation` of `POST /order`, as the spec's client sends it: the phone and address to
 * ship to, or (a company member's order, issue 37) `locationId`, one of their company's
 * locations, whose address and phone the order takes.
 *
 * @example
 * orderInformationSchema.safeParse({ productID, orderQuantity: 2, address: '1 Herb Row' }).error?.issues[0]?.path; // ['phone']
 * orderInformationSchema.safeParse({ productID, orderQuantity: 2, locationId }).success; // true
 */
export const orderInformationSchema = z
  .object({
  productID: idSchema,
  orderQuantity: quantityNumberSchema,
  phone: phoneSchema.optional().describe('How to reach you (required unless `locationId` is given)'),
  address: addressSchema.optional().describe('Where to deliver (required unless `locationId` is given)'),
  locationId: idSchema
    .optional()
    .describe("A company member's order: the location of your company it is for (required for a member; it ships to the location's address and phone). Not with `phone` and `address`."),
  shippingMethodId: idSchema
    .optional()
    .describe('A delivery method serving the address (`POST /api/checkout/quote` lists them). Left out while methods serve it: the cheapest is charged.'),
  productName: ignored('taken from the product'),
  user: ignored("the signed-in user's name"),
  email: ignored("the signed-in user's e-mail"),
  totalPrice: ignored("quantity x the product's price, computed by the server"),
  isPaid: ignored('new orders are unpaid'),
  status: ignored("new orders are 'pending'"),
  date: ignored('the time the server stores the order'),
})
  .superRefine((order, ctx) => {
    if (order.locationId !== undefined) {
      if (order.phone !== undefined || order.address !== undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: LOCATION_OR_ADDRESS_MESSAGE });
      return;
    }
    if (order.phone === undefined) ctx.addIssue({ code: 'custom', path: ['phone'], message: REQUIRED_FIELD_MESSAGE });
    if (order.address === undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: REQUIRED_FIELD_MESSAGE });
  });

export const createOrderInputSchema = z.object({ OrderInformation: orderInformationSchema });

/** An order's status (shared/order-statuses.ts). Cancelled and expired orders keep their row, hidden from lists. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Statuses of an order that is over without being paid. */
export const CLOSED_STATUSES = ['cancelled', 'expired'] as const satisfies readonly OrderStatus[];

/**
 * Whether an order in `status` is over without being paid (CLOSED_STATUSES).
 *
 * @example isClosedStatus('expired') // true
 * @example isClosedStatus('pending') // false
 */
export function isClosedStatus(status: string): status is (typeof CLOSED_STATUSES)[number] {
  return (CLOSED_STATUSES as readonly string[]).includes(status);
}

/** One product of an order as it was sold: its tier price (dollars) times the quantity is the line's total. */
export const orderLineSchema = z.object({
  productID: idSchema,
  productName: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  total: z.number(),
  priceList: pricedBySchema
    .nullable()
    .describe('The price list that gave the buyer this unit price (their contract price), its name as it was when ordered; null: the product’s own price'),
  listPrice: z.number().nullable().describe('When a price list priced the line, the product’s own unit price for its quantity when ordered (dollars); null otherwise'),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order as the API shows it: the spec's field names, totalPrice in dollars, date in ISO 8601. */
export const orderSchema = z.object({
  _id: idSchema,
  /** The order's number for people (`TY-10482`): unique, never reused; `_id` stays its identifier. */
  number: z.string().describe("The order's number for people, e.g. TY-10482: unique and never reused. `_id` stays the order's identifier."),
  productID: idSchema,
  productName: z.string(),
  user: z.string(),
  email: z.string(),
  phone: z.string(),
  orderQuantity: z.number().int(),
  address: z.string(),
  totalPrice: z.number().describe('What the customer pays, dollars: goods, shipping and (unless prices include it) tax'),
  isPaid: z.boolean(),
  status: orderStatusSchema,
  date: z.iso.datetime({ offset: true }),
  /** Present once the order is paid. */
  transactionId: z.string().optional(),
  /**
   * While the order is pending and unpaid: when it is released if still unpaid (docs/decisions/043).
   * Null once it is paid, cancelled or expired.
   */
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('While the order is unpaid: when it is released unless paid by then (ISO 8601). Null once paid, cancelled or expired.'),
  /** Once shipped: when, and the carrier and tracking number the admin gave (each may be null). */
  shippedAt: z.iso.datetime({ offset: true }).nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /**
   * Every line of the order, the first one first. The spec's productID, productName and
   * orderQuantity are the first line's (docs/decisions/094); totalPrice is the whole order's.
   */
  lines: z.array(orderLineSchema).describe("Every line of the order. productID, productName and orderQuantity above are the first line's; totalPrice is the order's."),
  poNumber: z.string().nullable().describe("The buyer's purchase-order number, if given at checkout"),
  note: z.string().nullable().describe("The buyer's note to the shop, if given at checkout"),
  company: orderCompanySchema.describe('The company a member placed it for; null: a customer buying for themselves'),
  location: orderLocationSchema.describe("The company location it ships to, its name and address as they were when placed; null for a customer's own order"),
  shipping: orderShippingSchema.nullable().describe('The delivery method and its charge (dollars) as ordered; null when no shipping was configured for it'),
  taxLines: z.array(taxLineSchema).describe('Its tax per rate as charged, highest rate first: the rate, what was taxed at it and the tax (dollars); empty when none'),
  goodsTotal: z.number().describe('The sum of its lines, dollars'),
  taxTotal: z.number().describe('The sum of its tax lines, dollars (included in totalPrice either way)'),
  taxNote: z.string().nullable().describe('Why no tax is charged, for an order of a tax-exempt company (reverse charge or an exemption certificate); null otherwise'),
  paymentMethod: z.enum(PAYMENT_METHODS).describe('card: paid by card (or waiting to be); account: on its company’s account, confirmed when placed and invoiced at once'),
  invoice: orderInvoiceSchema,
});

/** A cancelled or expired order as its owner sees it: the order, when it closed and why. */
export const closedOrderSchema = orderSchema.extend({
  status: z.enum(CLOSED_STATUSES),
  closedAt: z.iso.datetime({ offset: true }),
  closeReason: z.string().describe('Why it closed, e.g. "Cancelled by the customer" or "Not paid within 24 hours"'),
});

/** One event of an order's timeline, oldest first: who did what, when (an admin's e-mail and name only for admins). */
export const orderEventSchema = z.object({
  type: z.string(),
  actor: z.object({ type: z.enum(['customer', 'admin', 'gateway', 'system']), email: z.string().nullable(), name: z.string().nullable() }),
  details: z.record(z.string(), z.unknown()),
  at: z.iso.datetime({ offset: true }),
});

/** An event of the customer's order read: the same, with what happened in a sentence. */
export const orderEventWithTextSchema = orderEventSchema.extend({
  text: z.string().describe('What happened, in a sentence: "Shipped with UPS, tracking number 1Z999." (no gateway codes)'),
});

/** How the order was paid, as its customer reads it: the method, the card when the gateway said, a reference for people. */
export const orderPaymentSchema = z.object({
  method: z.string().describe("How it was paid: 'card'"),
  cardBrand: z.string().nullable().describe('The card brand as the gateway names it (visa, mastercard, ...); null when it did not say'),
  cardLast4: z.string().nullable().describe('The last four digits of the card; null when the gateway did not say'),
  reference: z.string().describe("The payment's reference for people (the gateway id's last 8 characters, upper-cased)"),
  amount: z.number().describe('Dollars paid'),
  paidAt: z.iso.datetime({ offset: true }),
});

/** A refund of the order as its customer reads it (refused ones are the shop's business). */
export const customerRefundSchema = z.object({
  amount: z.number().describe('Dollars given back'),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded']).describe('pending while the gateway has not confirmed it yet'),
  creditNoteNumber: z.string().nullable().describe('Its credit note once it succeeded, e.g. CN-000001'),
  at: z.iso.datetime({ offset: true }),
  toAccount: z.boolean().describe("true: credited to the company's account (an on-account order), no money moved; false: back to the card"),
});

/** `GET /orders/{id}`: the order with its lines, its invoice and credit notes, its timeline and its totals, for its owner or an admin. */
export const orderWithTimelineSchema = z.object({
  order: orderSchema,
  ...orderDocumentsShape,
  documents: documentsField,
  timeline: z.array(orderEventWithTextSchema),
  payment: orderPaymentSchema.nullable().describe('The payment that settled the order; null while unpaid'),
  refunds: z.array(customerRefundSchema).describe('Refunds given or being given, oldest first'),
  totals: z.object({
    lines: z.number().int(),
    units: z.number().int(),
    total: z.number().describe('Dollars: what the order costs, its totalPrice (goods, shipping and tax)'),
  }),
});

export type OrderInformation = z.infer<typeof orderInformationSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderWithTimeline = z.infer<typeof orderWithTimelineSchema>;
export type OrderEvent = z.infer<typeof orderEventSchema>;
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
export type CustomerRefund = z.infer<typeof customerRefundSchema>;
/** What payments tells orders of an order's payment and refunds (FeaturePorts.findOrderPayment). */
export interface OrderPaymentFacts {
  payment: OrderPayment | null;
  refunds: CustomerRefund[];
}
export type ClosedOrder = z.infer<typeof closedOrderSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;

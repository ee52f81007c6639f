import { z } from 'zod';
import { orderDocumentsShape } from './invoice';
import { calendarDateSchema } from './calendar-date';
import { idSchema } from './ids';
import { orderEventSchema, orderSchema, orderStatusSchema } from './order';
import { text } from './text';

/** How many orders one page holds unless asked otherwise, and the most it may hold. */
export const ORDERS_PAGE_SIZE = 50;
export const ORDERS_PAGE_MAX = 500;

/** An opaque keyset cursor as the server hands it out (base64url); its content is the server's business. */
export const orderCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid page cursor');

/** How many orders a page request may ask for: 1 to `max`. */
export const orderPageLimitSchema = (max: number) =>
  z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'Ask for at least one order')
    .max(max, `Ask for at most ${max} orders`);

/** The fields of orderFiltersSchema, which says what they mean; a page request adds its own. */
const filterFields = {
  status: orderStatusSchema.optional(),
  paid: z.enum(['true', 'false'], { error: "Enter 'true' or 'false'" }).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  company: idSchema.optional().describe("Only the orders placed for this company (a company's page)"),
  customer: text({ max: 100 })
    .optional()
    .describe(
      "Part of the PO number, the customer's e-mail or name, or an order number (TY-10482, any case): a number finds that order (and the POs holding it) whatever its status unless `status` is given",
    ),
};

const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const DATES_OUT_OF_ORDER = { path: ['to'], error: 'The end date must not be before the start date' };

/**
 * The admin's order filters, as query parameters (strings) and as the page's URL search params.
 * Without `status` the list shows the orders still in play (pending, processing, shipped);
 * cancelled and expired ones appear when asked for by status. `customer` finds part of the
 * buyer's PO number or the customer's e-mail or name, or one order by its number (`ty-10482`,
 * `10482`: orderNumberOf, and the POs that hold it), whatever its status unless a status is asked for. Dates are UTC calendar days, both ends
 * included. `company` keeps the orders its members placed for that company (issue 37).
 *
 * @example
 * orderFiltersSchema.parse({ status: 'processing', paid: 'true', customer: 'ann' });
 * orderFiltersSchema.safeParse({ from: '2026-02-30' }).success; // false: "Enter a valid date"
 */
export const orderFiltersSchema = z.object(filterFields).refine(datesInOrder, DATES_OUT_OF_ORDER);

/** One page request: the filters, where to continue, and how many. */
export const orderPageInputSchema = z
  .object({
    ...filterFields,
    cursor: orderCursorSchema.optional(),
    limit: orderPageLimitSchema(ORDERS_PAGE_MAX).optional(),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);

export const orderPageSchema = z.object({
  orders: z.array(orderSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** `PUT /shipped-order/{orderId}`: the spec sends no body; carrier and tracking number are ours, optional. */
export const shipOrderInputSchema = z.object({
  orderId: idSchema,
  carrier: text({ max: 60 }).optional(),
  trackingNumber: text({ max: 100 }).optional(),
});

/** The most orders one bulk ship or one "Export selected" may name. */
export const ORDERS_BULK_MAX = 100;

const orderIdsSchema = z
  .array(idSchema)
  .min(1, 'Select at least one order')
  .max(ORDERS_BULK_MAX, `Select at most ${ORDERS_BULK_MAX} orders`);

/**
 * `POST /orders/ship`: ship the selected orders, each as `PUT /shipped-order/{orderId}` would,
 * with one optional carrier for all (tracking numbers are per parcel: ship those one by one).
 *
 * @example
 * bulkShipInputSchema.parse({ orderIds: [a, b], carrier: 'DHL' });
 */
export const bulkShipInputSchema = z.object({
  orderIds: orderIdsSchema,
  carrier: text({ max: 60 }).optional(),
});

/** Why a bulk ship left an order alone: unknown id, not paid, shipped already, or closed (cancelled, expired). */
export const bulkShipRefusalSchema = z.enum(['not_found', 'not_paid', 'already_shipped', 'cancelled', 'expired']);

export const bulkShipResultSchema = z.object({
  shipped: z.array(z.object({ orderId: idSchema, number: z.string() })),
  /** `number` is null for an id that names no order. */
  refused: z.array(z.object({ orderId: idSchema, number: z.string().nullable(), reason: bulkShipRefusalSchema })),
});

/**
 * `GET /api/orders.csv`'s query: the list's filters, or `ids` (comma-separated, at most
 * ORDERS_BULK_MAX) for exactly the selected orders whatever their status.
 *
 * @example
 * orderCsvQuerySchema.parse({ ids: `${a},${b}` }).ids; // [a, b]
 */
export const orderCsvQuerySchema = z
  .object({
    ...filterFields,
    ids: z
      .string()
      .max(ORDERS_BULK_MAX * 37, `Select at most ${ORDERS_BULK_MAX} orders`)
      .transform((ids) => ids.split(','))
      .pipe(orderIdsSchema)
      .optional(),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);

/**
 * `DELETE /admin/orders/{orderId}`: an admin cancels an unpaid order (docs/decisions/043). The
 * reason is optional (a query parameter on REST) and goes to the customer's e-mail; empty means
 * the default.
 *
 * @example
 * cancelUnpaidOrderInputSchema.parse({ orderId, reason: '  Suspected stock hoarding ' }); // reason trimmed
 */
export const cancelUnpaidOrderInputSchema = z.object({
  orderId: idSchema,
  reason: text({ max: 200 }).optional().describe('Told to the customer; default "Cancelled by the shop: it was not paid"'),
});

/** The reason an admin's cancel records and mails when the admin gave none. */
export const DEFAULT_ADMIN_CANCEL_REASON = 'Cancelled by the shop: it was not paid';

/** An order for the admin: the order, who placed it (as their profile says now), and its timeline, oldest first. */
export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  ...orderDocumentsShape,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), address: z.string().nullable() }),
  timeline: z.array(orderEventSchema),
});

export type OrderFilters = z.infer<typeof orderFiltersSchema>;
export type OrderPageInput = z.infer<typeof orderPageInputSchema>;
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export type CancelUnpaidOrderInput = z.infer<typeof cancelUnpaidOrderInputSchema>;
export type BulkShipInput = z.infer<typeof bulkShipInputSchema>;
export type BulkShipResult = z.infer<typeof bulkShipResultSchema>;
export type BulkShipRefusal = z.infer<typeof bulkShipRefusalSchema>;

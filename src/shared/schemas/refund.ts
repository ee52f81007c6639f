import { z } from 'zod';
import { dollarTextToCents, formatCents } from '../money';
import { idSchema } from './ids';
import { requiredText } from './text';

export const REFUND_REASON_MAX = 500;
/** An order holds at most this many lines (the cart's bound), so a restock lists no more. */
export const RESTOCK_LINES_MAX = 100;

/** What a refund may still give back, in the words both the form and the server use. */
export const refundTooMuchMessage = (leftCents: number) =>
  leftCents > 0 ? `At most ${formatCents(leftCents)} can be refunded` : 'Nothing is left to refund on this order';

/** How many units of a line may still go back to stock, in the same words on both sides. */
export const restockTooManyMessage = (leftUnits: number) =>
  leftUnits > 0 ? `At most ${leftUnits} ${leftUnits === 1 ? 'unit' : 'units'} of this line can go back to stock` : 'All units of this line are back in stock already';

const restockEntrySchema = z.object({
  productId: idSchema,
  quantity: z.number({ error: 'Enter a number of units' }).int('Enter a whole number of units').positive('Enter at least 1 unit'),
});

const oneEntryPerLine = (entries: readonly { productId: string }[]) => new Set(entries.map((entry) => entry.productId)).size === entries.length;

/** The refund's own fields: what a form fills in and `POST /orders/{id}/refunds` sends. */
export const refundFieldsSchema = z.object({
  amountCents: z
    .number({ error: 'Enter the amount in cents' })
    .int('Enter the amount in whole cents')
    .positive('The amount must be more than 0')
    .max(Number.MAX_SAFE_INTEGER, 'Enter a smaller amount'),
  reason: requiredText({ max: REFUND_REASON_MAX, multiLine: true, missing: 'Say why you refund' }),
  restock: z
    .array(restockEntrySchema)
    .max(RESTOCK_LINES_MAX, `Restock at most ${RESTOCK_LINES_MAX} lines`)
    .refine(oneEntryPerLine, 'Name each line at most once')
    .default([])
    .describe('Units to put back in stock: at most one entry a line of the order, at most its units not yet put back'),
});

/**
 * `POST /orders/{id}/refunds`: an admin gives back all or part of a paid order (`id` is the order's).
 *
 * @example
 * refundInputSchema.parse({ id: orderId, amountCents: 2000, reason: ' Damaged in transit ', restock: [{ productId, quantity: 1 }] });
 * refundInputSchema.safeParse({ id: orderId, amountCents: 0, reason: 'x' }).success; // false: "The amount must be more than 0"
 */
export const refundInputSchema = refundFieldsSchema.extend({ id: idSchema.describe("The order's id") });

export const refundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

/** The answer to a refund: the refund, its credit note, and where the order's payment stands now. */
export const refundResultSchema = z.object({
  id: idSchema,
  amountCents: z.number().int(),
  status: refundStatusSchema,
  creditNoteNumber: z.string().nullable().describe('The credit note issued for it, e.g. CN-000001 (null until it succeeds)'),
  refundedCents: z.number().int().describe('Everything given back (or being given back) on the order so far'),
  paymentStatus: z.string().describe("The order's payment status: succeeded, partially_refunded or refunded"),
});

/** One refund of an order, as the admin's order page lists it. */
export const orderRefundSchema = z.object({
  id: idSchema,
  amountCents: z.number().int(),
  reason: z.string(),
  status: refundStatusSchema,
  /** The gateway's refusal, when it failed. */
  error: z.string().nullable(),
  restock: z.array(z.object({ productId: idSchema, quantity: z.number().int() })),
  creditNoteNumber: z.string().nullable(),
  admin: z.string().nullable().describe('The name of the admin who refunded'),
  createdAt: z.iso.datetime({ offset: true }),
});

/** `GET /orders/{id}/refunds`: what has been refunded, what is left, and each line's units still in the order. */
export const orderRefundsSchema = z.object({
  paidCents: z.number().int().describe('What was paid (0 while unpaid)'),
  refundedCents: z.number().int(),
  leftCents: z.number().int().describe('What can still be refunded'),
  paymentStatus: z.string(),
  lines: z.array(z.object({ productId: idSchema, quantity: z.number().int(), restocked: z.number().int() })),
  refunds: z.array(orderRefundSchema),
});

/**
 * The admin's refund form: the amount in dollars as typed (read into cents digit by digit), the
 * reason, and per line the units to put back (blank or 0 for none). `toRefundFields` turns it
 * into what the procedure takes, and `leftCents` bounds the amount with the server's own words.
 *
 * @example
 * refundFormSchema(1250).safeParse({ amount: '20', reason: 'Broken', restock: [] }).error?.issues[0]?.message;
 * // 'At most $12.50 can be refunded'
 */
export function refundFormSchema(leftCents: number, lineUnitsLeft: readonly number[] = []) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'Enter the amount to refund')
      .refine((value) => dollarTextToCents(value) !== null, 'Enter an amount in dollars, like 12.50')
      .refine((value) => (dollarTextToCents(value) ?? 1) > 0, 'The amount must be more than 0')
      .refine((value) => (dollarTextToCents(value) ?? 0) <= leftCents, refundTooMuchMessage(leftCents)),
    reason: refundFieldsSchema.shape.reason,
    restock: z.array(
      z.object({
        productId: idSchema,
        quantity: z
          .string()
          .trim()
          .regex(/^\d{0,6}$/, 'Enter a whole number of units'),
      }),
    ),
  }).superRefine((form, ctx) => {
    form.restock.forEach((line, index) => {
      const left = lineUnitsLeft[index] ?? 0;
      if (Number(line.quantity || 0) > left) ctx.addIssue({ code: 'custom', path: ['restock', index, 'quantity'], message: restockTooManyMessage(left) });
    });
  });
}

export type RefundForm = z.input<ReturnType<typeof refundFormSchema>>;

/** The form's values -> the procedure's fields: cents, and only the lines with units to put back. */
export function toRefundFields(form: { amount: string; reason: string; restock: { productId: string; quantity: string }[] }): RefundFields {
  return {
    amountCents: dollarTextToCents(form.amount) ?? 0,
    reason: form.reason,
    restock: form.restock.filter((line) => Number(line.quantity || 0) > 0).map((line) => ({ productId: line.productId, quantity: Number(line.quantity) })),
  };
}

export type RefundFields = z.output<typeof refundFieldsSchema>;
export type RefundInput = z.input<typeof refundInputSchema>;
export type RefundResult = z.infer<typeof refundResultSchema>;
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

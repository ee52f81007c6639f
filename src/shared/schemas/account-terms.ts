import { z } from 'zod';
import { AGEING_BUCKETS } from '../rules/account-terms';
import { calendarDateSchema } from './calendar-date';
import { text } from './text';

// Buying on account (issue 40, docs/decisions/141): payment terms, credit, statements, payments
// received and receivables. Amounts travel as dollars (as prices do) and are stored as cents;
// dates as `YYYY-MM-DD`; invoices by their written number (`INV-000042`).

export const NET_DAYS_MIN = 7;
export const NET_DAYS_MAX = 120;
/** The largest credit limit or payment one request names, in dollars. */
export const ACCOUNT_AMOUNT_MAX = 10_000_000;
export const PAYMENT_REFERENCE_MAX = 200;
/** An allocation names at most this many invoices. */
export const ALLOCATIONS_MAX = 500;

export const PAYMENT_TERMS_MODES = ['card', 'account'] as const;
export type PaymentTermsMode = (typeof PAYMENT_TERMS_MODES)[number];
/** How an order is paid: by card at checkout, or on the company's account. */
export const PAYMENT_METHODS = ['card', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How a company sent a payment an admin records (`card`: a member paid an invoice from the statement). */
export const RECEIVED_PAYMENT_METHODS = ['bank_transfer', 'cheque', 'other'] as const;
export const RECEIVED_PAYMENT_METHOD_LABELS: Record<(typeof RECEIVED_PAYMENT_METHODS)[number] | 'card', string> = {
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  other: 'Other',
  card: 'Card',
};

export const PAY_ON_ACCOUNT_LABEL = 'Pay on account';
export const ON_ACCOUNT_NOT_OFFERED_MESSAGE = 'Your company does not buy on account: pay by card';
export const ON_ACCOUNT_OVERDUE_MESSAGE = 'Your company has an invoice overdue: pay it before buying on account';
/** An on-account order is confirmed when placed: neither its buyer nor an admin cancels it as an unpaid order. */
export const ON_ACCOUNT_NOT_CANCELLABLE_MESSAGE = 'An order on account is confirmed when placed: it cannot be cancelled as unpaid';
export const INVOICE_NOT_FOUND_MESSAGE = 'No such open invoice of this company';

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount in dollars above zero with at most two decimals (`what`: "the credit limit"). */
export const positiveDollarsSchema = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .gt(0, `${what.charAt(0).toUpperCase()}${what.slice(1)} must be more than 0`)
    .max(ACCOUNT_AMOUNT_MAX, `${what.charAt(0).toUpperCase()}${what.slice(1)} is at most ${ACCOUNT_AMOUNT_MAX}`)
    .refine(hasCents, 'Use at most two decimals (cents)');

/**
 * `PUT /api/companies/{id}/terms`: card only, or on account with Net N days and a credit limit
 * (terms without a limit are not offered).
 *
 * @example
 * paymentTermsInputSchema.safeParse({ mode: 'account', netDays: 30 }).success; // false: creditLimit "Enter the credit limit"
 */
export const paymentTermsInputSchema = z
  .object({
    mode: z.enum(PAYMENT_TERMS_MODES, { error: 'Choose card or account' }),
    netDays: z
      .number({ error: 'Enter the number of days' })
      .int('Enter a whole number of days')
      .min(NET_DAYS_MIN, `Net days are at least ${NET_DAYS_MIN}`)
      .max(NET_DAYS_MAX, `Net days are at most ${NET_DAYS_MAX}`)
      .optional()
      .describe('On account: days from an invoice to its due date (7 to 120)'),
    creditLimit: positiveDollarsSchema('the credit limit').optional().describe('On account: the most the company may owe, in dollars'),
  })
  .superRefine((terms, ctx) => {
    if (terms.mode !== 'account') return;
    if (terms.netDays === undefined) ctx.addIssue({ code: 'custom', path: ['netDays'], message: 'Enter the number of days' });
    if (terms.creditLimit === undefined) ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: 'Enter the credit limit' });
  });
export type PaymentTermsInput = z.infer<typeof paymentTermsInputSchema>;

/** `GET /api/my-company/credit`, and a company's terms as the admin reads them (dollars). */
export const companyCreditSchema = z.object({
  mode: z.enum(PAYMENT_TERMS_MODES),
  netDays: z.number().int().nullable().describe('On account: Net days; null: card only'),
  creditLimit: z.number().nullable().describe('On account: the credit limit in dollars; null: card only'),
  used: z.number().describe('What its open on-account invoices take of the limit, in dollars'),
  available: z.number().describe('What it may still buy on account, in dollars (0 on card terms)'),
});
export type CompanyCredit = z.infer<typeof companyCreditSchema>;

/** `POST /api/checkout`'s choice (default card). */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Choose card or account' }).describe('card (default) or account: on the company’s terms');

/** An order's invoice as order reads carry it. */
export const orderInvoiceSchema = z
  .object({
    number: z.string().describe('INV-000042'),
    dueDate: calendarDateSchema.nullable().describe('On account: when it falls due; null: paid by card'),
  })
  .nullable()
  .describe('Its invoice once issued (paid by card, or placed on account); null before');

export const ageingSchema = z.object(Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.number()])) as Record<(typeof AGEING_BUCKETS)[number], z.ZodNumber>);

/** One open (or just paid) on-account invoice on a statement. Amounts in dollars. */
export const statementInvoiceSchema = z.object({
  number: z.string(),
  orderId: z.string(),
  issuedAt: z.string().describe('ISO 8601 instant'),
  dueDate: z.string().describe('YYYY-MM-DD'),
  total: z.number(),
  paid: z.number().describe('Payments allocated and credit notes'),
  due: z.number(),
  daysOverdue: z.number().int(),
});

/** `GET /api/my-company/statement`, `GET /api/companies/{id}/statement`. */
export const statementSchema = z.object({
  invoices: z.array(statementInvoiceSchema),
  ageing: ageingSchema,
  creditLimit: z.number().nullable(),
  used: z.number(),
  available: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;

/** `POST /api/companies/{id}/payments`: money received; allocated oldest first unless `allocations` says otherwise. */
export const accountPaymentInputSchema = z.object({
  amount: positiveDollarsSchema('the amount'),
  receivedOn: calendarDateSchema,
  method: z.enum(RECEIVED_PAYMENT_METHODS, { error: 'Choose how it was paid' }),
  reference: text({ max: PAYMENT_REFERENCE_MAX, tooLong: `Keep the reference under ${PAYMENT_REFERENCE_MAX} characters` }),
  allocations: z
    .array(z.object({ invoiceNumber: z.string().min(1, 'Enter the invoice number'), amount: positiveDollarsSchema('the amount') }))
    .max(ALLOCATIONS_MAX, `Allocate to at most ${ALLOCATIONS_MAX} invoices at once`)
    .optional()
    .describe('Which invoices it settles and how much of each; absent: its open invoices, oldest first'),
});
export type AccountPaymentInput = z.infer<typeof accountPaymentInputSchema>;

export const accountPaymentResultSchema = z.object({
  id: z.string(),
  allocated: z.number().describe('Dollars allocated to invoices'),
  unallocated: z.number().describe('Dollars kept as the company’s credit, applied to its next invoice'),
});

/** `GET /api/receivables`: every company on account that owes or is owed, with the same buckets. */
export const receivablesSchema = z.object({
  items: z.array(z.object({ companyId: z.string(), name: z.string(), balance: z.number(), ageing: ageingSchema })),
  totals: z.object({ balance: z.number(), ageing: ageingSchema }),
});
export type Receivables = z.infer<typeof receivablesSchema>;

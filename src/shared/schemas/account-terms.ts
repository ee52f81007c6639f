import { z } from 'zod';
import { formatDollars } from '../money';
import { dollarTextToCents } from '../money';
import { AGEING_BUCKETS } from '../rules/account-terms';
import { invoiceNumberOf } from '../rules/document-numbers';
import { calendarDateSchema } from './calendar-date';
import { confirmPaymentOutputSchema, createPaymentIntentOutputSchema, intentIdSchema } from './payment';
import { text } from './text';
import { RECEIVABLES_SORTS } from '../receivables-sorts';

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
export const INVOICE_NUMBER_FORMAT_MESSAGE = 'Write the invoice number as INV-000042';

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

/**
 * A company's terms in a few words, as its page and the members' company area name them.
 *
 * @example paymentTermsWords({ mode: 'account', netDays: 30 }); // 'On account, Net 30'
 * @example paymentTermsWords({ mode: 'card', netDays: null }); // 'Card only'
 */
export function paymentTermsWords(credit: Pick<CompanyCredit, 'mode' | 'netDays'>): string {
  return credit.mode === 'account' ? `On account, Net ${credit.netDays}` : 'Card only';
}

/**
 * A company's terms and credit in one line (the members' company area, the admin's toast).
 *
 * @example creditWords({ mode: 'account', netDays: 30, creditLimit: 5000, used: 1200, available: 3800 }); // 'On account: Net 30 · credit limit $5,000.00 · used $1,200.00 · available $3,800.00'
 * @example creditWords({ mode: 'card', netDays: null, creditLimit: null, used: 0, available: 0 }); // 'Card only'
 */
export function creditWords(credit: CompanyCredit): string {
  if (credit.mode !== 'account') return credit.used > 0 ? `Card only (still owed on account: ${formatDollars(credit.used)})` : 'Card only';
  return `On account: Net ${credit.netDays} · credit limit ${formatDollars(credit.creditLimit ?? 0)} · used ${formatDollars(credit.used)} · available ${formatDollars(credit.available)}`;
}

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
    .array(
      z.object({
        invoiceNumber: z
          .string()
          .min(1, 'Enter the invoice number')
          .refine((text) => invoiceNumberOf(text) !== null, INVOICE_NUMBER_FORMAT_MESSAGE)
          .describe('INV-000042'),
        amount: positiveDollarsSchema('the amount'),
      }),
    )
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

export const ALLOCATE_MODES = ['oldest', 'choose'] as const;
export const CHOOSE_AN_INVOICE_MESSAGE = 'Enter what at least one invoice takes';
const DOLLAR_TEXT_MESSAGE = 'Enter an amount in dollars, like 12.50';

/**
 * The admin's "Record payment" form: amounts as typed (read digit by digit), the date, method and
 * reference as the procedure checks them, and how to allocate: oldest first, or per open invoice
 * (`allocations[i]` is the i-th open invoice's amount; blank takes nothing). `toAccountPaymentInput`
 * turns it into the procedure's input.
 *
 * @example
 * recordPaymentFormSchema.safeParse({ amount: '12.345', receivedOn: '2026-11-20', method: 'cheque', reference: '', allocate: 'oldest', allocations: [] }).error?.issues[0]?.message;
 * // 'Enter an amount in dollars, like 12.50'
 */
export const recordPaymentFormSchema = z
  .object({
    amount: z
      .string()
      .trim()
      .min(1, 'Enter the amount received')
      .refine((value) => dollarTextToCents(value) !== null, DOLLAR_TEXT_MESSAGE)
      .refine((value) => (dollarTextToCents(value) ?? 1) > 0, 'The amount must be more than 0'),
    receivedOn: calendarDateSchema,
    method: accountPaymentInputSchema.shape.method,
    reference: accountPaymentInputSchema.shape.reference,
    allocate: z.enum(ALLOCATE_MODES),
    allocations: z.array(z.object({ amount: z.string().trim().refine((value) => value === '' || dollarTextToCents(value) !== null, DOLLAR_TEXT_MESSAGE) })).default([]),
  })
  .superRefine((form, ctx) => {
    // Blank or zero everywhere (text that is no amount has its own message).
    const nothing = form.allocations.every((allocation) => allocation.amount.trim() === '' || dollarTextToCents(allocation.amount) === 0);
    if (form.allocate === 'choose' && form.allocations.length > 0 && nothing) {
      ctx.addIssue({ code: 'custom', path: ['allocations', 0, 'amount'], message: CHOOSE_AN_INVOICE_MESSAGE });
    }
  });
export type RecordPaymentForm = z.input<typeof recordPaymentFormSchema>;

/**
 * The form's values -> the procedure's input (dollars), with `sentFrom[j]`: which open invoice's
 * field the j-th allocation came from, so the server's `allocations.j.amount` lands on it.
 *
 * @example
 * toAccountPaymentInput({ amount: '50', receivedOn: '2026-11-20', method: 'cheque', reference: '', allocate: 'choose', allocations: [{ amount: '' }, { amount: '20.5' }] }, ['INV-000001', 'INV-000002']);
 * // { input: { amount: 50, …, allocations: [{ invoiceNumber: 'INV-000002', amount: 20.5 }] }, sentFrom: [1] }
 */
export function toAccountPaymentInput(form: z.output<typeof recordPaymentFormSchema>, invoiceNumbers: readonly string[]): { input: AccountPaymentInput; sentFrom: number[] } {
  const dollars = (text: string) => (dollarTextToCents(text) ?? 0) / 100;
  const base = { amount: dollars(form.amount), receivedOn: form.receivedOn, method: form.method, reference: form.reference };
  if (form.allocate === 'oldest') return { input: base, sentFrom: [] };
  const sentFrom = form.allocations.flatMap((allocation, index) => (dollars(allocation.amount) > 0 && invoiceNumbers[index] ? [index] : []));
  return { input: { ...base, allocations: sentFrom.map((index) => ({ invoiceNumber: invoiceNumbers[index]!, amount: dollars(form.allocations[index]!.amount) })) }, sentFrom };
}

/** `GET /api/companies/{id}/payments`: the newest payments first, at most `limit`. */
export const COMPANY_PAYMENTS_LIMIT = 50;
export const companyPaymentsInputSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(COMPANY_PAYMENTS_LIMIT).describe('How many of the newest payments (1 to 200, 50 unless given)'),
});

/** One payment received from a company, as its admin page lists it. Amounts in dollars. */
export const receivedPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  receivedOn: z.string().describe('YYYY-MM-DD'),
  method: z.enum([...RECEIVED_PAYMENT_METHODS, 'card']),
  methodLabel: z.string().describe('Bank transfer, Cheque, Other or Card'),
  reference: z.string(),
  allocated: z.number().describe('Dollars allocated to invoices (a remainder applied to a later invoice included)'),
  unallocated: z.number().describe('Dollars still the company’s credit'),
});
export type ReceivedPaymentRow = z.infer<typeof receivedPaymentSchema>;

export const companyPaymentsSchema = z.object({
  items: z.array(receivedPaymentSchema),
  more: z.boolean().describe('True when older payments were left out (ask with a larger `limit`)'),
});
export type CompanyPayments = z.infer<typeof companyPaymentsSchema>;

/** `GET /api/companies/{id}/open-invoices`: what a payment may be allocated to, oldest first. Dollars. */
export const openInvoicesSchema = z.object({
  invoices: z.array(
    z.object({
      number: z.string().describe('INV-000042'),
      issuedAt: z.string().describe('ISO 8601 instant'),
      dueDate: z.string().describe('YYYY-MM-DD'),
      total: z.number(),
      due: z.number().describe('What it still owes'),
    }),
  ),
});
export type OpenInvoices = z.infer<typeof openInvoicesSchema>;

/** `GET /api/receivables`: every company on account that owes or is owed, with the same buckets. */
export const receivablesSchema = z.object({
  items: z.array(z.object({ companyId: z.string(), name: z.string(), balance: z.number(), ageing: ageingSchema })),
  totals: z.object({ balance: z.number(), ageing: ageingSchema }),
});
export type Receivables = z.infer<typeof receivablesSchema>;

export const receivablesInputSchema = z.object({
  sort: z
    .enum(RECEIVABLES_SORTS, { error: 'Sort by balance, name or overdue' })
    .default('balance')
    .describe('balance (default: largest first), name (A to Z), or overdue (the oldest overdue invoice first)'),
});

/** An invoice as a path names it: `INV-000042`. */
export const invoiceNumberPathSchema = z.string().max(20).refine((text) => invoiceNumberOf(text) !== null, INVOICE_NUMBER_FORMAT_MESSAGE).describe('The invoice, as INV-000042');

/** `POST /api/my-company/invoices/{number}/payment`: start (or resume) paying an open on-account invoice by card. */
export const invoicePaymentInputSchema = z.object({
  number: invoiceNumberPathSchema,
  amount: z
    .number({ error: 'Enter the amount in dollars' })
    .nonnegative('Enter the amount in dollars')
    .optional()
    .describe('The amount the page shows, in dollars; when sent it must equal what the invoice still owes'),
});

/** Its answer: the card payment's client secret, as for an order, with what it charges (what the invoice still owes). */
export const invoicePaymentOutputSchema = createPaymentIntentOutputSchema.extend({
  orderId: z.string(),
  invoiceNumber: z.string().describe('INV-000042'),
  amount: z.number().describe('What the invoice still owes and the card is charged, in dollars'),
});
export type InvoicePayment = z.infer<typeof invoicePaymentOutputSchema>;

/** `PATCH /api/my-company/invoices/{number}/payment`: the member reports the card payment; the gateway is asked whether it succeeded. */
export const invoicePaymentConfirmInputSchema = z.object({
  number: invoiceNumberPathSchema,
  transactionId: intentIdSchema.optional().describe("The PaymentIntent id; checked with the gateway (default: the invoice's current payment)"),
});
export const invoicePaymentConfirmOutputSchema = confirmPaymentOutputSchema;
export const ALREADY_SETTLED_MESSAGE = 'This invoice is already paid';

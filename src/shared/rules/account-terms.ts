import { formatCents } from '../money';

/*
 * Buying on account (issue 40, docs/decisions/141): what a company may still buy, when an invoice
 * falls due, how late it is and in which ageing bucket it sits, and how a payment settles invoices.
 * Pure: the checkout, the statement, the receivables page, the reminders and the forms all use these.
 * Dates are calendar dates `YYYY-MM-DD` in UTC, as the database's `date` columns read.
 */

/**
 * Credit still available: the limit less what the company owes. A negative balance (a payment
 * larger than its invoices) is credit carried, so it adds to what is available.
 *
 * @example availableCreditCents(500000, 120000) // 380000
 * @example availableCreditCents(500000, -2500) // 502500
 * @example availableCreditCents(500000, 600000) // 0: over the limit after it was lowered
 */
export function availableCreditCents(limitCents: number, balanceCents: number): number {
  return Math.max(0, limitCents - balanceCents);
}

/**
 * What the company's open invoices take of its limit: its balance, never below zero.
 *
 * @example usedCreditCents(120000) // 120000
 * @example usedCreditCents(-2500) // 0
 */
export function usedCreditCents(balanceCents: number): number {
  return Math.max(0, balanceCents);
}

/** The refusal of an on-account checkout over the limit, naming the credit available (both sides say it alike). */
export const creditExceededMessage = (totalCents: number, availableCents: number) =>
  `This order's total of ${formatCents(totalCents)} is more than your company's available credit of ${formatCents(availableCents)}.`;

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** A calendar date (`YYYY-MM-DD`, UTC) of an instant. @example calendarDateOf(new Date('2026-11-27T23:30:00Z')) // '2026-11-27' */
export function calendarDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * An on-account invoice's due date: its issue date plus the company's net days.
 *
 * @example dueDateOf('2026-11-27', 30) // '2026-12-27'
 * @example dueDateOf('2027-02-20', 14) // '2027-03-06'
 */
export function dueDateOf(issuedOn: string, netDays: number): string {
  return new Date((toDay(issuedOn) + netDays) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Days an invoice is past its due date on `today` (0 on the due date and before it).
 *
 * @example daysOverdue('2026-12-27', '2026-12-27') // 0
 * @example daysOverdue('2026-12-27', '2027-01-03') // 7
 * @example daysOverdue('2026-12-27', '2026-12-20') // 0
 */
export function daysOverdue(dueOn: string, today: string): number {
  return Math.max(0, toDay(today) - toDay(dueOn));
}

/**
 * Days from an invoice's due date to `today`: negative before it (-3: due in three days), the
 * reminders' stages are these numbers.
 *
 * @example daysFromDue('2026-12-27', '2026-12-24') // -3
 */
export function daysFromDue(dueOn: string, today: string): number {
  return toDay(today) - toDay(dueOn);
}

export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export type Ageing = Record<AgeingBucket, number>;

/** The buckets' headings, as the statement, its PDF and the receivables page write them. */
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  d1_30: '1-30 days',
  d31_60: '31-60 days',
  d61_90: '61-90 days',
  over90: 'Over 90 days',
};

/**
 * The ageing bucket of an amount `days` overdue: current (not yet overdue), 1-30, 31-60, 61-90,
 * over 90 days.
 *
 * @example ageingBucketOf(0) // 'current'
 * @example ageingBucketOf(30) // 'd1_30'
 * @example ageingBucketOf(31) // 'd31_60'
 * @example ageingBucketOf(91) // 'over90'
 */
export function ageingBucketOf(days: number): AgeingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'd1_30';
  if (days <= 60) return 'd31_60';
  if (days <= 90) return 'd61_90';
  return 'over90';
}

/**
 * What is due, by bucket, over open invoices (cents).
 *
 * @example ageingOf([{ dueCents: 100, dueOn: '2026-11-01' }, { dueCents: 50, dueOn: '2026-12-30' }], '2026-11-27')
 * // { current: 50, d1_30: 100, d31_60: 0, d61_90: 0, over90: 0 }
 */
export function ageingOf(invoices: readonly { dueCents: number; dueOn: string }[], today: string): Ageing {
  const ageing: Ageing = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 };
  for (const invoice of invoices) ageing[ageingBucketOf(daysOverdue(invoice.dueOn, today))] += invoice.dueCents;
  return ageing;
}

export interface OpenInvoice {
  number: number;
  /** What is still owed on it (cents): its total less its credit notes less what was allocated. */
  dueCents: number;
}

export interface Allocation {
  invoiceNumber: number;
  amountCents: number;
}

/**
 * A payment's default allocation: to the open invoices in the order given (oldest first), each
 * settled in full before the next, the last one partly; what is left stays unallocated (the
 * company's credit, applied to its next invoice).
 *
 * @example allocateOldestFirst([{ number: 1, dueCents: 300 }, { number: 2, dueCents: 500 }], 600)
 * // { allocations: [{ invoiceNumber: 1, amountCents: 300 }, { invoiceNumber: 2, amountCents: 300 }], unallocatedCents: 0 }
 * @example allocateOldestFirst([{ number: 1, dueCents: 300 }], 500)
 * // { allocations: [{ invoiceNumber: 1, amountCents: 300 }], unallocatedCents: 200 }
 */
export function allocateOldestFirst(invoices: readonly OpenInvoice[], amountCents: number): { allocations: Allocation[]; unallocatedCents: number } {
  let left = amountCents;
  const allocations: Allocation[] = [];
  for (const invoice of invoices) {
    if (left === 0) break;
    const amount = Math.min(left, invoice.dueCents);
    if (amount <= 0) continue;
    allocations.push({ invoiceNumber: invoice.number, amountCents: amount });
    left -= amount;
  }
  return { allocations, unallocatedCents: left };
}

import { describe, expect, it } from 'vitest';
import {
  ageingBucketOf,
  ageingOf,
  allocateOldestFirst,
  availableCreditCents,
  calendarDateOf,
  creditExceededMessage,
  daysFromDue,
  daysOverdue,
  dueDateOf,
  usedCreditCents,
} from '../../src/shared/rules/account-terms';
import { paymentTermsInputSchema } from '../../src/shared/schemas/account-terms';

describe('buying on account: the pure rules', () => {
  it('names the credit available, a carried credit adding to it and an exceeded limit leaving none', () => {
    expect(availableCreditCents(500_000, 120_000)).toBe(380_000);
    expect(availableCreditCents(500_000, -2_500)).toBe(502_500);
    expect(availableCreditCents(500_000, 600_000)).toBe(0);
    expect(usedCreditCents(-2_500)).toBe(0);
    expect(creditExceededMessage(123_450, 100_000)).toBe("This order's total of $1,234.50 is more than your company's available credit of $1,000.00.");
  });

  it('counts due dates and days overdue in calendar days, across month and year ends', () => {
    expect(dueDateOf('2026-11-27', 30)).toBe('2026-12-27');
    expect(dueDateOf('2026-12-15', 30)).toBe('2027-01-14');
    expect(dueDateOf('2028-02-20', 14)).toBe('2028-03-05'); // a leap year
    expect(daysOverdue('2026-12-27', '2026-12-27')).toBe(0);
    expect(daysOverdue('2026-12-27', '2026-12-28')).toBe(1);
    expect(daysOverdue('2026-12-27', '2026-12-01')).toBe(0);
    expect(daysFromDue('2026-12-27', '2026-12-24')).toBe(-3);
    expect(calendarDateOf(new Date('2026-11-27T23:59:59Z'))).toBe('2026-11-27');
  });

  it('puts an amount in its ageing bucket on each boundary', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucketOf)).toEqual(['current', 'd1_30', 'd1_30', 'd31_60', 'd31_60', 'd61_90', 'd61_90', 'over90', 'over90']);
    expect(
      ageingOf(
        [
          { dueCents: 100, dueOn: '2026-10-28' }, // 30 days
          { dueCents: 200, dueOn: '2026-10-27' }, // 31 days
          { dueCents: 50, dueOn: '2026-11-27' }, // due today
          { dueCents: 7, dueOn: '2026-08-28' }, // 91 days
        ],
        '2026-11-27',
      ),
    ).toEqual({ current: 50, d1_30: 100, d31_60: 200, d61_90: 0, over90: 7 });
  });

  it('allocates oldest first, the last invoice partly, and keeps the remainder unallocated', () => {
    const open = [
      { number: 1, dueCents: 300 },
      { number: 2, dueCents: 0 },
      { number: 3, dueCents: 500 },
    ];
    expect(allocateOldestFirst(open, 600)).toEqual({
      allocations: [
        { invoiceNumber: 1, amountCents: 300 },
        { invoiceNumber: 3, amountCents: 300 },
      ],
      unallocatedCents: 0,
    });
    expect(allocateOldestFirst(open, 1000)).toEqual({
      allocations: [
        { invoiceNumber: 1, amountCents: 300 },
        { invoiceNumber: 3, amountCents: 500 },
      ],
      unallocatedCents: 200,
    });
    expect(allocateOldestFirst([], 250)).toEqual({ allocations: [], unallocatedCents: 250 });
  });

  it('offers account terms only with net days and a limit, naming the missing field', () => {
    expect(paymentTermsInputSchema.safeParse({ mode: 'card' }).success).toBe(true);
    expect(paymentTermsInputSchema.safeParse({ mode: 'account', netDays: 30, creditLimit: 5000 }).success).toBe(true);
    const missing = paymentTermsInputSchema.safeParse({ mode: 'account', netDays: 30 });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['creditLimit', 'Enter the credit limit']]);
    const outOfRange = paymentTermsInputSchema.safeParse({ mode: 'account', netDays: 6, creditLimit: 0 });
    expect(outOfRange.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['creditLimit', 'netDays']);
  });
});

/** Where and when "Pay by" is read: the visitor's locale and time zone unless a test fixes them. */
export interface Clock {
  now: Date;
  locale?: string;
  timeZone?: string;
}

const DAY_MS = 86_400_000;

/** The calendar day of `date` in `timeZone`, as a day number (days since 1970-01-01). */
function dayNumber(date: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * An unpaid order's deadline (`expiresAt`, docs/decisions/043) as the customer reads it: the time
 * in their locale, with a friendly day: today, tomorrow, or the weekday and date further out.
 * Once the deadline has passed (the sweep releases the order within a minute) it says so.
 *
 * @example
 * const now = new Date('2026-11-24T10:00:00Z');
 * payByText('2026-11-24T10:30:00Z', { now, locale: 'en-GB', timeZone: 'UTC' }); // 'Pay by 10:30 today'
 * payByText('2026-11-25T14:30:00Z', { now, locale: 'en-GB', timeZone: 'UTC' }); // 'Pay by 14:30 tomorrow'
 * payByText('2026-11-27T09:00:00Z', { now, locale: 'en-GB', timeZone: 'UTC' }); // 'Pay by 09:00 on Fri 27 Nov'
 * payByText('2026-11-24T09:59:00Z', { now, locale: 'en-GB', timeZone: 'UTC' }); // 'The time to pay has run out'
 */
export function payByText(expiresAt: string, { now, locale, timeZone }: Clock): string {
  const deadline = new Date(expiresAt);
  if (deadline.getTime() <= now.getTime()) return 'The time to pay has run out';
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(deadline);
  const days = dayNumber(deadline, timeZone) - dayNumber(now, timeZone);
  if (days === 0) return `Pay by ${time} today`;
  if (days === 1) return `Pay by ${time} tomorrow`;
  const date = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(deadline);
  return `Pay by ${time} on ${date.replace(/,/g, '')}`;
}

import type { OrderPaymentState, RoleChangeEntry } from '../../../shared/schemas/customer';
import type { Role } from '../../../shared/schemas/session-user';

// undefined locale: the visitor's own, in their time zone.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A day from the API (an ISO 8601 instant), e.g. "24 Nov 2026". */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

/** A time from the API, e.g. "24 Nov 2026, 14:05". */
export const formatWhen = (iso: string) => timeFormat.format(new Date(iso));

export const ROLE_WORDS: Record<Role, string> = { admin: 'Admin', user: 'Customer' };

export const PAYMENT_WORDS: Record<OrderPaymentState, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/**
 * A role change in words: which way, by whom (their name, else the e-mail they had), and when.
 *
 * @example
 * roleChangeWords({ change: 'granted', by: { name: 'Ada', email: 'ada@toolyard.com' }, at }); // 'Made admin by Ada on 24 Nov 2026, 14:05'
 * roleChangeWords({ change: 'granted', by: null, at }); // 'Made the first admin when the shop started, on 24 Nov 2026, 14:05'
 */
export function roleChangeWords({ change, by, at }: RoleChangeEntry): string {
  const when = formatWhen(at);
  if (!by) return `Made the first admin when the shop started, on ${when}`;
  return `${change === 'granted' ? 'Made admin' : 'Admin role removed'} by ${by.name ?? by.email} on ${when}`;
}

import type { PriceListDto } from '../../../shared/schemas/price-list';

/*
 * A price list in an admin's words: its validity window and its catalogue-wide percentage.
 */

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** @example when('2027-01-01T09:00:00.000Z') // '1 Jan 2027, 09:00' (in the reader's time zone) */
const when = (instant: string) => dateTime.format(new Date(instant));

/**
 * The list's window in words, and whether it is in force at `now`.
 *
 * @example validityWords({ startsAt: null, endsAt: null }) // 'Always'
 * @example validityWords({ startsAt: '2027-01-01T00:00:00Z', endsAt: null }, new Date('2026-06-01')) // 'From 1 Jan 2027, 00:00 (not started)'
 */
export function validityWords(list: Pick<PriceListDto, 'startsAt' | 'endsAt'>, now: Date = new Date()): string {
  const { startsAt, endsAt } = list;
  if (!startsAt && !endsAt) return 'Always';
  const window = startsAt && endsAt ? `${when(startsAt)} to ${when(endsAt)}` : startsAt ? `From ${when(startsAt)}` : `Until ${when(endsAt!)}`;
  if (endsAt && Date.parse(endsAt) <= now.getTime()) return `${window} (ended)`;
  if (startsAt && Date.parse(startsAt) > now.getTime()) return `${window} (not started)`;
  return window;
}

/** @example catalogueWords(8) // '8% off' @example catalogueWords(null) // 'None' */
export function catalogueWords(percent: number | null): string {
  return percent === null ? 'None' : `${percent}% off`;
}

import { z } from 'zod';

export const EARLIEST_YEAR = 1900;
/** How far ahead a date may lie: an expected graduation is fine, year 20190 is a typo. */
export const YEARS_AHEAD = 10;

/** The last year a date may fall in, counted from `today`. */
export const latestYear = (today = new Date()) => today.getUTCFullYear() + YEARS_AHEAD;

/**
 * A real calendar date, `YYYY-MM-DD`, from 1900 to ten years ahead. `z.iso.date()` alone takes
 * year 0000, which Postgres has no date for.
 *
 * @example
 * calendarDateSchema.safeParse('2019-06-30').success; // true
 * calendarDateSchema.safeParse('2019-02-29').success; // false: "Enter a valid date"
 * calendarDateSchema.safeParse('0000-01-01').success; // false: "Enter a date from 1900 to …"
 */
export const calendarDateSchema = z.iso.date('Enter a valid date').refine(
  (date) => {
    const year = Number(date.slice(0, 4));
    return year >= EARLIEST_YEAR && year <= latestYear();
  },
  { error: () => `Enter a date from ${EARLIEST_YEAR} to ${latestYear()}` },
);

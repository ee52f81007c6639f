/** Money is integer cents everywhere it is stored or charged; the API and screens show dollars. */

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Exact for any amount with at most two decimals (e.g. 19.99 -> 1999, not 1998.9999). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** `$1,234.50`: the spec shows prices with a dollar sign. */
export function formatDollars(dollars: number): string {
  return formatCents(dollarsToCents(dollars));
}

/**
 * `formatDollars` for an amount in cents: `formatCents(123450)` is `$1,234.50`, `-$0.05` below
 * zero, as `Intl.NumberFormat` writes US dollars. Written out by hand: making that formatter loads
 * the locale's data, about 25 ms of a phone's CPU inside the first long task of every page that
 * shows a price (issue 36).
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  let dollars = String(Math.trunc(whole / 100));
  for (let at = dollars.length - 3; at > 0; at -= 3) dollars = `${dollars.slice(0, at)},${dollars.slice(at)}`;
  return `${Math.round(cents) < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * An amount in cents as a plain decimal with two places, for files a spreadsheet reads (a CSV):
 * no currency sign, no separators, no float rounding.
 *
 * @example
 * centsAsDecimal(34990); // '349.90'
 * centsAsDecimal(5); // '0.05'
 */
export function centsAsDecimal(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

const DOLLAR_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The cents of an amount a person typed in dollars (at most two decimals), read digit by digit
 * (no floating point on the way), or null when the text is not such an amount.
 *
 * @example
 * dollarTextToCents(' 119.5 '); // 11950
 * dollarTextToCents('0.07'); // 7
 * dollarTextToCents('12.345'); // null
 * dollarTextToCents(''); // null
 */
export function dollarTextToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!DOLLAR_TEXT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

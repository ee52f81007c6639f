/** What every order number starts with; the digits come from the database's order_number_seq. */
export const ORDER_NUMBER_PREFIX = 'TY-';

/** The prefix (any case, the dash optional) and the digits: no nested quantifiers, linear time. */
const ORDER_NUMBER_TERM = /^(?:TY-?)?(\d{1,18})$/i;

/**
 * The order number a search term names, as the database stores it, or null when the term is no
 * order number: what a person reads out or types (`ty-10482`, `TY10482`, `10482`).
 *
 * @example orderNumberOf('ty-10482') // 'TY-10482'
 * @example orderNumberOf(' 10482 ') // 'TY-10482'
 * @example orderNumberOf('ann@example.com') // null
 */
export function orderNumberOf(term: string): string | null {
  const digits = ORDER_NUMBER_TERM.exec(term.trim())?.[1];
  return digits ? `${ORDER_NUMBER_PREFIX}${digits}` : null;
}

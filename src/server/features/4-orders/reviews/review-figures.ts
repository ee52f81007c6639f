import type { DB } from '../../../db/database';

/**
 * The number of shown reviews (an admin may hide one), as a one-row query (`n`) the caller runs
 * or selects as a scalar subquery: the home page's summary reads it through this, since reviews
 * owns `reviews`.
 *
 * @example
 * db.selectNoFrom([shownReviewCountQuery(db).as('reviews')])
 */
export function shownReviewCountQuery(db: DB) {
  return db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).where('hiddenAt', 'is', null);
}

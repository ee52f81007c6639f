import type { DB } from '../../../db/database';

/**
 * The number of customers (role `user`, admins not counted), as a one-row query (`n`) the caller
 * runs or selects as a scalar subquery: the home page's summary reads it through this, since
 * accounts owns `users`.
 *
 * @example
 * db.selectNoFrom([customerCountQuery(db).as('customers')])
 */
export function customerCountQuery(db: DB) {
  return db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'user');
}

import type { DB } from '../../../db/database';

/* What orders reads of a customer's account (accounts owns `users`). */

/** The customer's profile as it is now. */
export function findCustomer(db: DB, userId: string) {
  return db.selectFrom('users').select(['name', 'email', 'phone', 'address']).where('id', '=', userId).executeTakeFirstOrThrow();
}

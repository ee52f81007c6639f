import type { DB } from '../../db/database';

/* What orders reads of a customer's account (accounts owns `users`). */

/**
 * Locks the buyer's row until the transaction ends, so one customer's order placements run one
 * at a time and the open-orders limit cannot be overrun by parallel requests, and reads whether
 * their e-mail is proven (which sets the order's hold, docs/decisions/043) under that lock.
 * (`no key update` leaves the foreign keys that point at the user free.)
 */
export async function lockBuyer(db: DB, userId: string): Promise<{ verified: boolean }> {
  const row = await db.selectFrom('users').select('emailVerifiedAt').where('id', '=', userId).forNoKeyUpdate().executeTakeFirstOrThrow();
  return { verified: row.emailVerifiedAt !== null };
}

/** The customer's profile as it is now. */
export function findCustomer(db: DB, userId: string) {
  return db.selectFrom('users').select(['name', 'email', 'phone', 'address']).where('id', '=', userId).executeTakeFirstOrThrow();
}

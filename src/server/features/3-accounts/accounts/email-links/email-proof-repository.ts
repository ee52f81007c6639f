import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';

type Queryable = Kysely<Database>;

/** Sets a new password; whoever used the reset link read the account's mail, so its e-mail is proven too. */
export async function setPasswordProvingEmail(db: Queryable, userId: string, passwordHash: string, now = new Date()): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ passwordHash, emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(now)), updatedAt: now }))
    .where('id', '=', userId)
    .execute();
}

/** Marks the e-mail proven (the first proof's time is kept). */
export async function markEmailVerified(db: Queryable, userId: string, now = new Date()): Promise<void> {
  await db.updateTable('users').set({ emailVerifiedAt: now, updatedAt: now }).where('id', '=', userId).where('emailVerifiedAt', 'is', null).execute();
}

/** Whether the account's e-mail is proven. */
export async function isEmailVerified(db: Queryable, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('emailVerifiedAt').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.emailVerifiedAt);
}

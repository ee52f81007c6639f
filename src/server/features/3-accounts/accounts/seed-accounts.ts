import type { Insertable } from 'kysely';
import type { DB } from '../../../db/database';
import type { UsersTable } from '../../../db/schema';

/**
 * Adds an account the demo seed needs, matched by e-mail. An account that signs in (it has a
 * password hash) gets that password and its role back, so a published demo login always works;
 * any other keeps its row as it is. Returns the account's id and its name as stored.
 */
export function upsertSeedAccount(db: DB, account: Insertable<UsersTable> & { email: string; passwordHash: string | null }) {
  const signsIn = account.passwordHash !== null;
  return db
    .insertInto('users')
    .values(account)
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => (signsIn ? { role: eb.ref('excluded.role'), passwordHash: eb.ref('excluded.passwordHash') } : { email: eb.ref('excluded.email') })),
    )
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

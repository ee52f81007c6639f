import { sql } from 'kysely';
import type { AppServices } from '../../trpc/context';
import { hashPassword } from './passwords';

/**
 * The first admin from ADMIN_EMAIL/ADMIN_PASSWORD, at every start: created when missing, promoted
 * when a user with that e-mail exists. The password is set only when the account has none, so a
 * restart never resets a password the admin has since chosen. Idempotent; a real change is
 * written to the audit log.
 */
export async function ensureFirstAdmin({ db, config }: AppServices): Promise<void> {
  if (!config.admin) return;
  const { email, password } = config.admin;
  const existing = await db.selectFrom('users').select(['role', 'passwordHash']).where('email', '=', email).executeTakeFirst();
  if (existing?.role === 'admin' && existing.passwordHash) return;

  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({ email, name: 'Admin', passwordHash, role: 'admin' })
      .onConflict((oc) =>
        oc.column('email').doUpdateSet({
          role: 'admin',
          passwordHash: sql<string>`coalesce(users.password_hash, excluded.password_hash)`,
          updatedAt: new Date(),
        }),
      )
      .execute();
    await trx
      .insertInto('auditLog')
      .values({ actorId: null, action: existing ? 'admin.bootstrap.promote' : 'admin.bootstrap.create', target: email, details: null })
      .execute();
  });
}

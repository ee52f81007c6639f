import type { AppServices } from '../../../services';
import { recordAudit } from '../../1-platform/audit/audit-log-repository';
import { hashPassword } from './passwords';
import { invalidateUserSessions } from './sessions/sessions';

/**
 * The first admin from ADMIN_EMAIL/ADMIN_PASSWORD, at every start: created when missing, promoted
 * when a user with that e-mail exists. An account that is already an admin is left alone, so a
 * restart never resets a password the admin has since chosen. Promoting takes the account over
 * for the operator: anyone could have signed up with that address first, so its password becomes
 * ADMIN_PASSWORD and its sessions and provider links are removed. A real change is audited.
 */
export async function ensureFirstAdmin({ db, config }: AppServices): Promise<void> {
  if (!config.admin) return;
  const { email, password } = config.admin;
  const existing = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (existing?.role === 'admin') return;

  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (existing) {
      const promoted = await trx
        .updateTable('users')
        .set({ role: 'admin', passwordHash, updatedAt: new Date() })
        .where('id', '=', existing.id)
        .where('role', '<>', 'admin')
        .executeTakeFirst();
      if (Number(promoted.numUpdatedRows) === 0) return; // another instance got there first
      await invalidateUserSessions(trx, existing.id);
      await trx.deleteFrom('oauthAccounts').where('userId', '=', existing.id).execute();
    } else {
      const created = await trx
        .insertInto('users')
        .values({ email, name: 'Admin', passwordHash, role: 'admin' })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) return;
    }
    await recordAudit(trx, null, { action: existing ? 'admin.bootstrap.promote' : 'admin.bootstrap.create', target: email });
  });
}

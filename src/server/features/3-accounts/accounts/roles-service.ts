import { AppError } from '../../../errors/app-error';
import type { DB } from '../../../db/database';
import type { Role } from '../../../db/schema';
import type { ContextUser } from '../../../services';
import { recordAudit } from '../../1-platform/audit/audit-log-repository';
import { isDemoAccount, isDemoLogin } from './demo-accounts';
import { lockAdmins, updateRole } from './roles-repository';
import { findUserByEmail } from './users-repository';

export const OWN_ROLE_MESSAGE = 'You cannot change your own role; ask another admin';
export const NO_LONGER_ADMIN_MESSAGE = 'You are no longer an admin';
export const DEMO_ADMIN_ROLES_MESSAGE = "A demo login can change only the demo accounts' roles, never a real account's";

/**
 * `actor` gives the user with `targetEmail` the role `role` (Make Admin / Remove Admin), audited in
 * the same transaction with the role before and after. Nothing else changes: sessions stay, and the
 * next request of the target already sees the new role (procedures read it from the database).
 *
 * The admins are locked first and the actor must still be one of them: a change that waited for a
 * concurrent one sees its result, so two admins demoting each other at once leave one admin (the
 * second finds it lost its rights). That is also why the last admin can never be removed: the actor
 * remains an admin and is never the target.
 *
 * A demo login (its password is published) may change only the demo accounts' roles: otherwise any
 * visitor of a demo site could promote themselves or demote the real admin.
 *
 * Errors: 400 on one's own role; 409 when a demo login names a real account (a business rule, not
 * the caller's role: a 403 would sign the spec's client out); 403 when the actor lost admin rights
 * meanwhile; 404 for no such user.
 * `modifiedCount` is 0 when the role was already `role`.
 */
export async function changeRole(db: DB, actor: ContextUser, targetEmail: string, role: Role): Promise<{ modifiedCount: number }> {
  if (targetEmail === actor.email) throw new AppError('invalid', OWN_ROLE_MESSAGE, { email: [OWN_ROLE_MESSAGE] });
  if (isDemoLogin(actor.email) && !isDemoAccount(targetEmail)) throw new AppError('conflict', DEMO_ADMIN_ROLES_MESSAGE);
  return db.transaction().execute(async (trx) => {
    const admins = await lockAdmins(trx);
    if (!admins.includes(actor.id)) throw new AppError('forbidden', NO_LONGER_ADMIN_MESSAGE);
    const changed = await updateRole(trx, targetEmail, role);
    if (!changed) {
      if (!(await findUserByEmail(trx, targetEmail))) throw new AppError('not-found', 'No such user');
      return { modifiedCount: 0 };
    }
    await recordAudit(trx, actor, {
      action: role === 'admin' ? 'role.granted' : 'role.revoked',
      target: targetEmail,
      before: { role: role === 'admin' ? 'user' : 'admin' },
      after: { role },
    });
    return { modifiedCount: 1 };
  });
}

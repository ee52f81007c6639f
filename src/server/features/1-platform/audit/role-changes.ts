import { expressionBuilder } from 'kysely';
import type { AuditAction } from '../../../../shared/schemas/audit';
import type { Database } from '../../../db/schema';

/* The role changes the audit log holds about one account, for the admin's customer page (audit owns `audit_log`). */

/** The actions that change someone's role: an admin's grant or revoke, and the first admin set up at start. */
export const ROLE_CHANGE_ACTIONS = ['role.granted', 'role.revoked', 'admin.bootstrap.create', 'admin.bootstrap.promote'] as const satisfies readonly AuditAction[];

/**
 * The entries that changed the role of the account with `email` (role changes name their target
 * by e-mail, which never changes), as a subquery the caller aliases, orders and limits: it may add
 * the actor's name beside each row in the same statement.
 *
 * @example
 * db.selectFrom(roleChangesOf('ann@garden.com').as('change')).selectAll('change').orderBy('change.id', 'desc')
 */
export function roleChangesOf(email: string) {
  return expressionBuilder<Database, never>()
    .selectFrom('auditLog')
    .select(['auditLog.id', 'auditLog.action', 'auditLog.actorId', 'auditLog.actorEmail', 'auditLog.createdAt'])
    .where('auditLog.action', 'in', ROLE_CHANGE_ACTIONS)
    .where('auditLog.target', '=', email);
}

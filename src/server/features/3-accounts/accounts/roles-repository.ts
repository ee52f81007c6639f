import type { DB } from '../../../db/database';
import type { Role } from '../../../db/schema';
import { containsPattern } from '../../../db/like-pattern';

export interface UserListQuery {
  /** Left out of the list: the admin asking. */
  exceptId: string;
  search?: string;
  /** Only e-mails after this one (the keyset of a page). */
  after?: string;
  limit?: number;
}

/** Users by e-mail (unique, so pages never overlap), optionally matching `search` in name or e-mail. */
export function listUsers(db: DB, query: UserListQuery) {
  let select = db.selectFrom('users').selectAll().where('id', '<>', query.exceptId).orderBy('email');
  if (query.search) {
    const pattern = containsPattern(query.search);
    select = select.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  if (query.after !== undefined) select = select.where('email', '>', query.after);
  if (query.limit !== undefined) select = select.limit(query.limit);
  return select.execute();
}

/**
 * Locks every admin row (in id order, so two callers never deadlock) and answers their ids. A
 * concurrent role change waits here, then sees the admins as the first one left them.
 */
export async function lockAdmins(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').forUpdate().execute();
  return rows.map((row) => row.id);
}

/**
 * Gives the user with `email` the role `role` when they hold the other one; answers their id, or
 * undefined when nothing changed (no such user, or the role was already theirs).
 */
export function updateRole(db: DB, email: string, role: Role) {
  return db
    .updateTable('users')
    .set({ role, updatedAt: new Date() })
    .where('email', '=', email)
    .where('role', '<>', role)
    .returning('id')
    .executeTakeFirst();
}

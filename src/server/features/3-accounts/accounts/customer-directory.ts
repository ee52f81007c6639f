import { sql } from 'kysely';
import type { KeysetKey } from '../../../db/keyset-cursor';
import type { DB } from '../../../db/database';
import { containsPattern } from '../../../db/like-pattern';

/*
 * The accounts the admin's customer list and customer page show (accounts owns `users`), as
 * queries the customers feature wraps as a subquery and adds each account's order figures to, so
 * a page with its figures stays one statement.
 */

export interface AccountPageQuery {
  /** Part of the name or e-mail, any case, taken literally. */
  search?: string;
  /** Only accounts after this one, newest first. */
  after?: KeysetKey;
  limit: number;
}

/** Every account, admins included, with what an admin sees of it. */
function accounts(db: DB) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.phone', 'users.address', 'users.emailVerifiedAt', 'users.createdAt'])
    // Microseconds, which Postgres keeps and a JavaScript Date would round away (the cursor's key).
    .select(sql<string>`(extract(epoch from users.created_at) * 1000000)::bigint::text`.as('createdMicros'));
}

/**
 * A page of accounts, newest first (created_at, then id: unique, so pages never overlap), walking
 * users_created_id_idx; a search is answered by the trigram indexes on name and e-mail.
 *
 * @example
 * db.selectFrom(accountPage(db, { search: 'ann', limit: 26 }).as('account')).selectAll('account')
 */
export function accountPage(db: DB, query: AccountPageQuery) {
  let select = accounts(db).orderBy('users.createdAt', 'desc').orderBy('users.id', 'desc').limit(query.limit);
  if (query.search) {
    const pattern = containsPattern(query.search);
    select = select.where((eb) => eb.or([eb('users.name', 'ilike', pattern), eb('users.email', 'ilike', pattern)]));
  }
  const after = query.after;
  if (after) {
    select = select.where(
      sql<boolean>`(users.created_at, users.id) < (timestamptz 'epoch' + ${after.createdMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
    );
  }
  return select;
}

/**
 * The account with this id (none when unknown), in the same shape as accountPage's rows.
 *
 * @example
 * db.selectFrom(accountById(db, id).as('account')).selectAll('account')
 */
export function accountById(db: DB, id: string) {
  return accounts(db).where('users.id', '=', id);
}

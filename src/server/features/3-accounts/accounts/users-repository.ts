import type { Kysely } from 'kysely';
import type { DB } from '../../../db/database';
import type { Database, Role } from '../../../db/schema';
import type { ProfileChanges } from '../../../../shared/schemas/user';
import { invalidateUserSessions } from './sessions/sessions';

/** A database handle or a transaction on it. */
type Queryable = Kysely<Database>;

const sessionUserColumns = ['id', 'email', 'name', 'role'] as const;

/** The whole user row for an e-mail (already lower-cased by the shared schema), or undefined. */
export function findUserByEmail(db: Queryable, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/**
 * Inserts a user unless the e-mail is taken (the unique key decides, so two racing sign-ups
 * cannot both win). Undefined when taken.
 */
export function insertUserIfNew(db: Queryable, user: { email: string; name: string; passwordHash: string | null; role?: Role; emailVerifiedAt?: Date }) {
  return db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      name: user.name,
      passwordHash: user.passwordHash,
      role: user.role ?? 'user',
      emailVerifiedAt: user.emailVerifiedAt ?? null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(sessionUserColumns)
    .executeTakeFirst();
}

/**
 * Takes the account with `email` over for whoever just proved that address at a provider: when the
 * address was never proven, someone else may have signed up with it first, so its password and
 * sessions go and the address becomes verified. An account already proven is left alone.
 * Returns the account as the session sees it.
 */
export async function claimAccountByProvenEmail(db: Queryable, email: string) {
  const claimed = await db
    .updateTable('users')
    .set({ passwordHash: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where('email', '=', email)
    .where('emailVerifiedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (claimed) await invalidateUserSessions(db, claimed.id);
  return db.selectFrom('users').select(sessionUserColumns).where('email', '=', email).executeTakeFirstOrThrow();
}

/**
 * Applies the profile fields that were given (undefined keeps the stored value) and touches the
 * row only when one of them really differs, so the answer counts real changes (0 or 1).
 */
export async function updateProfile(db: DB, userId: string, changes: ProfileChanges): Promise<number> {
  const values = {
    name: changes.name ?? undefined, // the name is never cleared, only replaced
    phone: changes.phone,
    address: changes.address,
    socialUrl: changes.socialUrl,
    instituteName: changes.education?.instituteName,
    degree: changes.education?.degree,
    passingYear: changes.education?.passingYear,
  };
  const given = Object.entries(values).filter((entry): entry is [keyof typeof values, string | null] => entry[1] !== undefined);
  const result = await db
    .updateTable('users')
    .set({ ...Object.fromEntries(given), updatedAt: new Date() })
    .where('id', '=', userId)
    .where((eb) => eb.or(given.map(([column, value]) => eb(column, 'is distinct from', value))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountTokenPurpose, Database } from '../../../../db/schema';

type Queryable = Kysely<Database>;

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': 30 * 60_000,
  'email-verification': 24 * 60 * 60_000,
};

/** A link's token is 32 random bytes (base64url in the link); the database sees only its SHA-256. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link token for `userId` and `purpose`, replacing the account's previous one (only the
 * newest link works). Answers the token to put in the e-mail; only its hash is stored.
 */
export async function issueAccountToken(db: Queryable, userId: string, purpose: AccountTokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const row = { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]), usedAt: null, createdAt: now };
  await db
    .insertInto('accountTokens')
    .values({ ...row, userId, purpose })
    .onConflict((oc) => oc.columns(['userId', 'purpose']).doUpdateSet(row))
    .execute();
  return token;
}

/** The account of a live token of `purpose` and when it was used, if it was (a read: nothing is spent). */
export async function findLiveToken(db: Queryable, token: string, purpose: AccountTokenPurpose, now = new Date()) {
  return db
    .selectFrom('accountTokens')
    .innerJoin('users', 'users.id', 'accountTokens.userId')
    .select(['accountTokens.userId', 'accountTokens.usedAt', 'users.email'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * Spends a live, unused token: one conditional update, so of two racing requests with the same
 * link exactly one gets the account id; the other (and any later one) gets undefined.
 */
export async function spendAccountToken(db: Queryable, token: string, purpose: AccountTokenPurpose, now = new Date()): Promise<string | undefined> {
  const row = await db
    .updateTable('accountTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

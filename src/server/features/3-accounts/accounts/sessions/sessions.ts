import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { DB } from '../../../../db/database';
import type { ContextUser } from '../../../../services';
import { compiledOnce } from '../../../../db/compiled-once';

/** Sessions as in Lucia's guide: a random token for the client, only its SHA-256 in the database. */

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;

export interface ValidSession {
  id: string;
  expiresAt: Date;
  /** True when this validation pushed the expiry forward (the cookie must be re-sent). */
  renewed: boolean;
  user: ContextUser;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Stores a new session for `userId` and returns the token to hand to the client. */
export async function createSession(db: DB, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insertInto('sessions').values({ id: sessionIdFromToken(token), userId, expiresAt }).execute();
  return { token, expiresAt };
}

/** A session with its user, by the session's id: the one query of every signed-in request, compiled once. */
const sessionWithUser = compiledOnce((db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.id', 'sessions.expiresAt', 'users.id as userId', 'users.email', 'users.name', 'users.role'])
    .where('sessions.id', '=', id),
);

/**
 * The session and its user for `token`, or null when unknown or expired (an expired one is
 * deleted). A session past half its lifetime is extended to a full 30 days again.
 */
export async function validateSessionToken(db: DB, token: string, now = new Date()): Promise<ValidSession | null> {
  const id = sessionIdFromToken(token);
  const [row] = await sessionWithUser(db, id);
  if (!row) return null;

  if (now.getTime() >= row.expiresAt.getTime()) {
    await invalidateSession(db, id);
    return null;
  }
  let expiresAt = row.expiresAt;
  const renewed = now.getTime() >= expiresAt.getTime() - SESSION_LIFETIME_MS / 2;
  if (renewed) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
  }
  return { id, expiresAt, renewed, user: { id: row.userId, email: row.email, name: row.name, role: row.role } };
}

export async function invalidateSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Deletes every session of `userId` (password reset or takeover: nobody stays signed in). */
export async function invalidateUserSessions(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/** Deletes sessions past their expiry (the periodic clean-up). */
export async function deleteExpiredSessions(db: DB, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

import { AppError } from '../../../errors/app-error';
import type { DB } from '../../../db/database';
import type { RequestContext, ContextUser } from '../../../services';
import { queueVerificationLink } from './email-links/email-verification-service';
import { hashPassword, verifyPassword } from './passwords';
import { reserveAuthAttempt } from './rate-limits/rate-limit';
import { setSessionCookie } from './sessions/session-cookie';
import { createSession, invalidateSession } from './sessions/sessions';
import { findUserByEmail, insertUserIfNew } from './users-repository';

/** One answer for an unknown e-mail and a wrong password, so neither reveals which accounts exist. */
export const WRONG_CREDENTIALS = 'Wrong email or password';

// Unknown e-mails still pay for one Argon2 verification, so timing does not tell them apart either.
let dummyHash: Promise<string> | undefined;

/**
 * The user whose e-mail and password these are. Throws 401 with the same message for an unknown
 * e-mail, a wrong password, and an account that has only social sign-in.
 */
export async function checkCredentials(db: DB, email: string, password: string): Promise<ContextUser> {
  const row = await findUserByEmail(db, email);
  const hash = row?.passwordHash ?? (await (dummyHash ??= hashPassword('not a real password')));
  const matches = await verifyPassword(hash, password);
  if (!row?.passwordHash || !matches) throw new AppError('unauthorized', WRONG_CREDENTIALS);
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** `checkCredentials` within the sign-in rate limits: only a failed check spends the budgets. */
export async function signInWithPassword(ctx: Pick<RequestContext, 'db' | 'config' | 'req'>, email: string, password: string): Promise<ContextUser> {
  const attempt = await reserveAuthAttempt(ctx, email);
  const user = await checkCredentials(ctx.db, email, password);
  await attempt.release();
  return user;
}

/**
 * Creates a customer account and queues its verification link in the same transaction, so an
 * account never exists without its mail; every sign-up counts against the rate limits. A taken
 * e-mail (in any letter case) is a 409 and nothing is overwritten.
 */
export async function registerUser(ctx: Pick<RequestContext, 'db' | 'config' | 'req'>, input: { name: string; email: string; password: string }): Promise<ContextUser> {
  await reserveAuthAttempt(ctx, input.email);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const user = await insertUserIfNew(trx, { name: input.name, email: input.email, passwordHash });
    if (!user) throw new AppError('conflict', 'An account with this email already exists. Please sign in.');
    await queueVerificationLink(trx, ctx.config, user);
    return user;
  });
}

/**
 * Signs the browser in as `user`: a new session in the cookie. A session the request already
 * carried in its cookie is ended, so switching accounts leaves nothing behind.
 */
export async function startCookieSession(ctx: Pick<RequestContext, 'db' | 'config' | 'res' | 'sessionId' | 'credential'>, user: ContextUser): Promise<void> {
  if (ctx.sessionId && ctx.credential === 'cookie') await invalidateSession(ctx.db, ctx.sessionId);
  const { token, expiresAt } = await createSession(ctx.db, user.id);
  if (ctx.res) setSessionCookie(ctx.res, ctx.config, token, expiresAt);
}

import type { DB } from '../../../../db/database';
import { AppError } from '../../../../errors/app-error';
import type { RequestContext } from '../../../../services';
import { clientNetworkOf } from './client-network';

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

export function windowStartOf(now: number, windowMs: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/**
 * Counts one hit on `key` in the window starting at `windowStart` and answers the count so far.
 * One atomic upsert, so concurrent requests (or several server instances) never undercount.
 */
export async function countHit(db: DB, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rateLimitHits')
    .values({ key, windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'windowStart']).doUpdateSet((eb) => ({ hits: eb('rateLimitHits.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

async function uncountHit(db: DB, key: string, windowStart: Date): Promise<void> {
  await db
    .updateTable('rateLimitHits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('windowStart', '=', windowStart)
    .where('hits', '>', 0)
    .execute();
}

export interface AuthAttempt {
  /** Gives the attempt back: the password was right, so it spent nobody's budget. */
  release(): Promise<void>;
}

/**
 * The most unreleased attempts (this one included) a client IP may have in the window and still
 * have its password checked for an e-mail that is over its limit (docs/decisions/013).
 */
export const QUIET_IP_ATTEMPTS = 3;

/**
 * Counts one password check or sign-up against the client's IP (IPv6 by its /64) and the e-mail
 * BEFORE it runs, so concurrent guesses cannot slip past the limits. Failed checks and sign-ups
 * keep their count; a sign-in that succeeds releases it, so people who know their password never
 * use up the budget of others behind the same office address.
 *
 * 429 when the IP is over its budget. An e-mail over its budget answers 429 only to IPs that have
 * been failing: an IP with at most QUIET_IP_ATTEMPTS attempts in the window is still checked, so
 * someone guessing at an address cannot lock its owner out (docs/decisions/013).
 */
export async function reserveAuthAttempt(ctx: Pick<RequestContext, 'db' | 'config' | 'req'>, email: string | undefined, now = Date.now()): Promise<AuthAttempt> {
  const { windowMs, perEmail, perIp } = ctx.config.rateLimits;
  const windowStart = windowStartOf(now, windowMs);
  const counted: string[] = [];
  const count = async (key: string) => {
    const hits = await countHit(ctx.db, key, windowStart);
    counted.push(key);
    return hits;
  };

  // Without a request (a direct call) there is no IP to vouch for, so the e-mail's limit is absolute.
  const ipHits = ctx.req ? await count(`auth:ip:${clientNetworkOf(ctx.req.ip)}`) : undefined;
  if (ipHits !== undefined && ipHits > perIp) throw new AppError('too-many-requests', TOO_MANY);
  if (email) {
    const emailHits = await count(`auth:email:${email.toLowerCase()}`);
    const quietIp = ipHits !== undefined && ipHits <= QUIET_IP_ATTEMPTS;
    if (emailHits > perEmail && !quietIp) throw new AppError('too-many-requests', TOO_MANY);
  }
  return {
    async release() {
      for (const key of counted) await uncountHit(ctx.db, key, windowStart);
    },
  };
}

/** Deletes the counts of windows that have ended (the periodic clean-up). */
export async function deleteEndedWindows(db: DB, windowMs: number, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('rateLimitHits').where('windowStart', '<', windowStartOf(now, windowMs)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

import type { DB } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Context } from '../../trpc/context';

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
 * Counts one password check or sign-up against the client's IP and the e-mail BEFORE it runs, so
 * concurrent guesses cannot slip past the limit; over either budget it answers 429. Failed checks
 * and sign-ups keep their count; a sign-in that succeeds releases it, so people who know their
 * password never use up the budget of others behind the same office address.
 */
export async function reserveAuthAttempt(ctx: Pick<Context, 'db' | 'config' | 'req'>, email: string | undefined, now = Date.now()): Promise<AuthAttempt> {
  const { windowMs, perEmail, perIp } = ctx.config.rateLimits;
  const windowStart = windowStartOf(now, windowMs);
  const budgets: Array<[string, number]> = [];
  if (ctx.req) budgets.push([`auth:ip:${ctx.req.ip}`, perIp]);
  if (email) budgets.push([`auth:email:${email.toLowerCase()}`, perEmail]);

  const counted: string[] = [];
  for (const [key, limit] of budgets) {
    const hits = await countHit(ctx.db, key, windowStart);
    counted.push(key);
    if (hits > limit) throw new AppError('too-many-requests', TOO_MANY);
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

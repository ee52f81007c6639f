import { AppError } from '../../errors/app-error';
import type { DB } from '../../db/database';
import type { Context } from '../../trpc/context';

/**
 * Counts one hit on `key` in the current fixed window and answers the count so far. One atomic
 * upsert, so concurrent requests (or several server instances) never undercount.
 */
export async function countHit(db: DB, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const row = await db
    .insertInto('rateLimitHits')
    .values({ key, windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'windowStart']).doUpdateSet((eb) => ({ hits: eb('rateLimitHits.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow();
  // Past windows of this key are dead weight; the primary key makes this delete cheap.
  if (row.hits === 1) await db.deleteFrom('rateLimitHits').where('key', '=', key).where('windowStart', '<', windowStart).execute();
  return row.hits;
}

/**
 * Sign-in, sign-up and token share one budget per e-mail and one per client IP, so switching
 * between them does not buy a password guesser more tries. Over budget: 429.
 */
export async function enforceAuthRateLimit(ctx: Pick<Context, 'db' | 'config' | 'req'>, email: string | undefined): Promise<void> {
  const { windowMs, perEmail, perIp } = ctx.config.rateLimits;
  const checks: Array<[string, number]> = [];
  if (ctx.req) checks.push([`auth:ip:${ctx.req.ip}`, perIp]);
  if (email) checks.push([`auth:email:${email.toLowerCase()}`, perEmail]);
  for (const [key, limit] of checks) {
    if ((await countHit(ctx.db, key, windowMs)) > limit) {
      throw new AppError('too-many-requests', 'Too many attempts. Please wait a minute and try again.');
    }
  }
}

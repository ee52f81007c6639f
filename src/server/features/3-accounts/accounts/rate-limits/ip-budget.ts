import { AppError } from '../../../../errors/app-error';
import type { RequestContext } from '../../../../services';
import { clientNetworkOf } from './client-network';
import { countHit, windowStartOf } from './rate-limit';

/**
 * Counts one `action` (`contact`, ...) against the client's trusted IP (IPv6 by its /64) BEFORE
 * it runs, so concurrent requests cannot slip past: past `limit` in the window of the sign-in
 * limits it answers 429 with `message`. A direct call without a request has no IP and is not
 * counted. Counts live in `rate_limit_hits` beside the sign-in ones, keyed `{action}:ip:{network}`.
 */
export async function spendIpBudget(ctx: Pick<RequestContext, 'db' | 'config' | 'req'>, action: string, limit: number, message: string, now = Date.now()): Promise<void> {
  if (!ctx.req) return;
  const windowStart = windowStartOf(now, ctx.config.rateLimits.windowMs);
  if ((await countHit(ctx.db, `${action}:ip:${clientNetworkOf(ctx.req.ip)}`, windowStart)) > limit) {
    throw new AppError('too-many-requests', message);
  }
}

import { AppError } from '../../../../errors/app-error';
import type { RequestContext } from '../../../../services';
import { clientNetworkOf } from '../rate-limits/client-network';
import { countHit, windowStartOf } from '../rate-limits/rate-limit';

/** Link e-mails (reset, verification) one address may be sent per window: enough for a lost one, too few to flood an inbox. */
export const LINK_MAILS_PER_EMAIL = 3;

/**
 * Counts one request for a reset or verification e-mail against the client's IP (IPv6 by its
 * /64) and the address BEFORE anything is looked up, so the answer is the same for unknown
 * addresses; over either budget it answers 429. Counts live in `rate_limit_hits`, in the windows of the sign-in limits.
 */
export async function reserveLinkMail(ctx: Pick<RequestContext, 'db' | 'config' | 'req'>, email: string, now = Date.now()): Promise<void> {
  const { windowMs, perEmail, perIp } = ctx.config.rateLimits;
  const windowStart = windowStartOf(now, windowMs);
  const budgets: Array<[string, number]> = [[`link-mail:email:${email.toLowerCase()}`, Math.min(perEmail, LINK_MAILS_PER_EMAIL)]];
  if (ctx.req) budgets.push([`link-mail:ip:${clientNetworkOf(ctx.req.ip)}`, perIp]);
  for (const [key, limit] of budgets) {
    if ((await countHit(ctx.db, key, windowStart)) > limit) {
      throw new AppError('too-many-requests', 'Too many e-mails asked for. Please wait a minute and try again.');
    }
  }
}

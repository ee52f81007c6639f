import {
  CONFIRM_LINK_EXPIRED,
  CONFIRM_LINK_USED,
  INVALID_NEWSLETTER_LINK,
} from '../../../../shared/schemas/newsletter';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../services';
import { spendIpBudget } from '../accounts/rate-limits/ip-budget';
import { enqueueMail } from '../../1-platform/mail/outbox-repository';
import { newsletterConfirmationMail } from '../../1-platform/mail/templates/newsletter-mails';
import { hashLinkToken, newLinkToken } from './newsletter-tokens';
import { confirmByToken, findByConfirmToken, unsubscribeByToken, upsertPendingSubscription } from './subscriptions-repository';

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;
/** A repeat sign-up of a pending address sends a new link only after this long: nobody's inbox is flooded. */
export const RESEND_AFTER_MS = 10 * 60_000;
/** Sign-ups one client IP (IPv6 by its /64) may make per rate-limit window. */
export const SIGNUPS_PER_IP = 5;
const TOO_MANY = 'Too many sign-ups from your network just now. Please wait a minute and try again.';

const linkError = (kind: 'invalid' | 'conflict', message: string) => new AppError(kind, message, { token: [message] });

/**
 * Signs `email` up for the newsletter, pending until the e-mailed link confirms it: the row and
 * its confirmation mail (with an unsubscribe link) are written in one transaction. Answers
 * nothing, so the caller says the same whether the address was new, pending or confirmed; a
 * confirmed address and one mailed in the last RESEND_AFTER_MS get no mail.
 *
 * Errors: 429 past SIGNUPS_PER_IP sign-ups from one client IP in a window (counted first).
 */
export async function subscribe(ctx: Pick<RequestContext, 'db' | 'config' | 'req'>, email: string, now = new Date()): Promise<void> {
  await spendIpBudget(ctx, 'newsletter', Math.min(ctx.config.rateLimits.perIp, SIGNUPS_PER_IP), TOO_MANY, now.getTime());
  const links = { confirmToken: newLinkToken(), unsubscribeToken: newLinkToken() };
  const pending = {
    email,
    confirmTokenHash: hashLinkToken(links.confirmToken),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000),
    unsubscribeTokenHash: hashLinkToken(links.unsubscribeToken),
  };
  await ctx.db.transaction().execute(async (trx) => {
    const due = await upsertPendingSubscription(trx, pending, now, new Date(now.getTime() - RESEND_AFTER_MS));
    if (due) await enqueueMail(trx, newsletterConfirmationMail(ctx.config, email, links, CONFIRM_LINK_HOURS));
  });
}

/**
 * Confirms the subscription of a confirmation link's token, once.
 *
 * Errors: 409 for a link already used; 400 for an expired link, and for an unknown one or one
 * whose subscription was cancelled or renewed (the same message for those).
 */
export async function confirmSubscription(ctx: Pick<RequestContext, 'db'>, token: string, now = new Date()): Promise<void> {
  const hash = hashLinkToken(token);
  if (await confirmByToken(ctx.db, hash, now)) return;
  // The update decided; this read only says why it refused.
  const row = await findByConfirmToken(ctx.db, hash);
  if (row?.confirmUsedAt) throw linkError('conflict', CONFIRM_LINK_USED);
  if (row?.status === 'pending') throw linkError('invalid', CONFIRM_LINK_EXPIRED);
  throw linkError('invalid', INVALID_NEWSLETTER_LINK);
}

/**
 * Unsubscribes the address of an unsubscribe link's token, signed in or not; using the link again
 * changes nothing and answers the same.
 *
 * Errors: 400 for an unknown link.
 */
export async function unsubscribe(ctx: Pick<RequestContext, 'db'>, token: string, now = new Date()): Promise<void> {
  if (!(await unsubscribeByToken(ctx.db, hashLinkToken(token), now))) throw linkError('invalid', INVALID_NEWSLETTER_LINK);
}

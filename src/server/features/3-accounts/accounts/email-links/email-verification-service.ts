import type { Transaction } from 'kysely';
import type { DB } from '../../../../db/database';
import type { Database } from '../../../../db/schema';
import { AppError } from '../../../../errors/app-error';
import type { RequestContext, ContextUser } from '../../../../services';
import { emailVerificationMail } from '../../../1-platform/mail/templates/account-mails';
import type { MailSite } from '../../../1-platform/mail/templates/mail-layout';
import { enqueueMail } from '../../../1-platform/mail/outbox-repository';
import { findLiveToken, issueAccountToken, spendAccountToken, TOKEN_LIFETIME_MS } from './account-tokens';
import { isEmailVerified, markEmailVerified } from './email-proof-repository';
import { reserveLinkMail } from './link-mail-rate-limit';
import { invalidLink } from './password-reset-service';

/**
 * Queues a fresh verification link for `user` (the previous one stops working) in the caller's
 * transaction: with the sign-up that creates the account, or on its own for a resend.
 */
export async function queueVerificationLink(trx: Transaction<Database>, site: MailSite, user: ContextUser): Promise<void> {
  const token = await issueAccountToken(trx, user.id, 'email-verification');
  await enqueueMail(trx, emailVerificationMail(site, user, token, TOKEN_LIFETIME_MS['email-verification'] / 3_600_000));
}

/**
 * "Send the link again" from My Profile, within the link-mail rate limits.
 *
 * Errors: 409 when the e-mail is already verified; 429 over the rate limit.
 */
export async function resendVerificationLink(ctx: Pick<RequestContext, 'db' | 'config' | 'req'>, user: ContextUser): Promise<void> {
  if (await isEmailVerified(ctx.db, user.id)) throw new AppError('conflict', 'Your e-mail is already verified');
  await reserveLinkMail(ctx, user.email);
  await ctx.db.transaction().execute((trx) => queueVerificationLink(trx, ctx.config, user));
}

/**
 * Proves the e-mail of the link's account. Idempotent: the same link used again (a second click,
 * a mail scanner that opened it first) answers success while it is live.
 *
 * Errors: 400 for an unknown, expired or replaced link.
 */
export async function verifyEmail(db: DB, token: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userId = await spendAccountToken(trx, token, 'email-verification');
    if (userId) return markEmailVerified(trx, userId);
    if (!(await findLiveToken(trx, token, 'email-verification'))) throw invalidLink();
  });
}

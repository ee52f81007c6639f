import { INVALID_LINK } from '../../../../../shared/schemas/account-links';
import { AppError } from '../../../../errors/app-error';
import type { RequestContext } from '../../../../services';
import { isDemoAccount } from '../demo-accounts';
import { passwordResetMail } from '../../../1-platform/mail/templates/account-mails';
import { enqueueMail } from '../../../1-platform/mail/outbox-repository';
import { findLiveToken, issueAccountToken, spendAccountToken, TOKEN_LIFETIME_MS } from './account-tokens';
import { setPasswordProvingEmail } from './email-proof-repository';
import { reserveLinkMail } from './link-mail-rate-limit';
import { hashPassword } from '../passwords';
import { invalidateUserSessions } from '../sessions/sessions';
import { findUserByEmail } from '../users-repository';

export const invalidLink = () => new AppError('invalid', INVALID_LINK, { token: [INVALID_LINK] });

/**
 * Mails a reset link to the account of `email`, if there is one. The caller answers the same
 * either way, and the request is counted against the address and the IP before the look-up.
 *
 * Errors: 429 over the rate limit.
 */
export async function requestPasswordReset(ctx: Pick<RequestContext, 'db' | 'config' | 'req'>, email: string): Promise<void> {
  await reserveLinkMail(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await ctx.db.transaction().execute(async (trx) => {
    const token = await issueAccountToken(trx, user.id, 'password-reset');
    await enqueueMail(trx, passwordResetMail(ctx.config, user, token, TOKEN_LIFETIME_MS['password-reset'] / 60_000));
  });
}

export const DEMO_PASSWORD_FIXED = "The demo accounts' passwords cannot be changed: everyone shares them while the shop runs in demo mode";

/**
 * Sets the password of the account the link belongs to, spends the link, proves the e-mail and
 * ends every session of the account, in one transaction. Two racing uses of one link: one wins.
 *
 * Errors: 400 for an unknown, expired or already used link (one message for all); 409 in demo
 * mode for a demo account (whoever reads its mail could otherwise lock every visitor out of it).
 */
export async function resetPassword({ db, config }: Pick<RequestContext, 'db' | 'config'>, token: string, password: string): Promise<void> {
  // A cheap read first, so a wrong link never costs an Argon2 hash.
  const live = await findLiveToken(db, token, 'password-reset');
  if (!live || live.usedAt) throw invalidLink();
  if (config.demoMode && isDemoAccount(live.email)) throw new AppError('conflict', DEMO_PASSWORD_FIXED);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const userId = await spendAccountToken(trx, token, 'password-reset');
    if (!userId) throw invalidLink();
    await setPasswordProvingEmail(trx, userId, passwordHash);
    await invalidateUserSessions(trx, userId);
  });
}

import type { DB } from '../../../../db/database';
import type { OAuthProviderId } from '../../../../../shared/oauth';
import { EMAIL_PATTERN } from '../../../../../shared/schemas/email';
import { NAME_MAX_LENGTH, nameSchema } from '../../../../../shared/schemas/credentials';
import type { ContextUser } from '../../../../services';
import type { OAuthProfile } from './oauth-providers';
import { claimAccountByProvenEmail, insertUserIfNew } from '../users-repository';

const sessionUserColumns = ['users.id', 'users.email', 'users.name', 'users.role'] as const;

/** A display name within our 20-character rule, from the provider's name or the e-mail. */
function displayName(profile: OAuthProfile, email: string): string {
  // The provider's name is someone else's input: it passes our name rule (no control characters) or is not used.
  const given = nameSchema.safeParse((profile.name ?? '').trim().slice(0, NAME_MAX_LENGTH));
  if (given.success) return given.data;
  return (email.split('@')[0] || 'Customer').slice(0, NAME_MAX_LENGTH);
}

/**
 * The account a provider sign-in belongs to, in one transaction: the one already linked to this
 * provider account; else the user with the same e-mail, now linked and taken over if its e-mail
 * was never proven (its password and sessions go: they may be a squatter's, docs/decisions/011);
 * else a new user (no password, e-mail verified), linked. Null when the provider gives no
 * verified e-mail we can use.
 */
export async function userForOAuthProfile(db: DB, provider: OAuthProviderId, profile: OAuthProfile): Promise<ContextUser | null> {
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('oauthAccounts')
      .innerJoin('users', 'users.id', 'oauthAccounts.userId')
      .select(sessionUserColumns)
      .where('oauthAccounts.provider', '=', provider)
      .where('oauthAccounts.providerUserId', '=', profile.providerUserId)
      .executeTakeFirst();
    if (linked) return linked;

    const email = profile.email?.trim().toLowerCase();
    // Our accounts are keyed by e-mail and use the spec's pattern everywhere (paths, forms).
    if (!email || !profile.emailVerified || !EMAIL_PATTERN.test(email)) return null;

    const user =
      (await insertUserIfNew(trx, { email, name: displayName(profile, email), passwordHash: null, emailVerifiedAt: new Date() })) ??
      (await claimAccountByProvenEmail(trx, email));
    await trx
      .insertInto('oauthAccounts')
      .values({ provider, providerUserId: profile.providerUserId, userId: user.id })
      .onConflict((oc) => oc.columns(['provider', 'providerUserId']).doNothing())
      .execute();
    return user;
  });
}

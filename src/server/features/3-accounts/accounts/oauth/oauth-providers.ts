import { decodeIdToken, GitHub, Google } from 'arctic';
import { z } from 'zod';
import { OAUTH_PROVIDERS, type OAuthProviderId } from '../../../../../shared/oauth';
import type { Config } from '../../../../config';

/** Who signed in at the provider, as far as we need to know. */
export interface OAuthProfile {
  providerUserId: string;
  email: string | null;
  /** Only a verified e-mail may link to (or create) an account with that address. */
  emailVerified: boolean;
  name: string | null;
}

/**
 * One social sign-in provider. Every HTTP call to the provider happens inside `fetchProfile`
 * (arctic and our profile requests use the global `fetch`, which tests answer with a fake).
 */
export interface OAuthProvider {
  id: OAuthProviderId;
  name: string;
  /** Whether the flow carries a PKCE code verifier (Google requires it; GitHub does not take it). */
  pkce: boolean;
  authorizationUrl(state: string, codeVerifier: string | null): URL;
  /** Exchanges the callback's authorization code and reads the profile. Throws when the provider refuses. */
  fetchProfile(code: string, codeVerifier: string | null): Promise<OAuthProfile>;
}

export function oauthCallbackUrl(config: Config, id: OAuthProviderId): string {
  return `${config.publicUrl}/auth/${id}/callback`;
}

const googleClaims = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

function googleProvider(config: Config, credentials: { clientId: string; clientSecret: string }): OAuthProvider {
  const google = new Google(credentials.clientId, credentials.clientSecret, oauthCallbackUrl(config, 'google'));
  return {
    id: 'google',
    name: OAUTH_PROVIDERS.google,
    pkce: true,
    authorizationUrl: (state, codeVerifier) => google.createAuthorizationURL(state, codeVerifier ?? '', ['openid', 'profile', 'email']),
    async fetchProfile(code, codeVerifier) {
      if (!codeVerifier) throw new Error('Google sign-in needs the PKCE code verifier');
      const tokens = await google.validateAuthorizationCode(code, codeVerifier);
      // The ID token comes straight from Google's token endpoint over TLS, so its claims can be read as they are.
      const claims = googleClaims.parse(decodeIdToken(tokens.idToken()));
      return { providerUserId: claims.sub, email: claims.email ?? null, emailVerified: claims.email_verified === true, name: claims.name ?? null };
    },
  };
}

const githubUser = z.object({ id: z.number(), login: z.string(), name: z.string().nullish() });
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

async function githubApi(path: string, accessToken: string): Promise<unknown> {
  const response = await fetch(`https://api.github.com${path}`, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/vnd.github+json', 'User-Agent': 'toolyard' },
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
  return response.json();
}

function githubProvider(config: Config, credentials: { clientId: string; clientSecret: string }): OAuthProvider {
  const github = new GitHub(credentials.clientId, credentials.clientSecret, oauthCallbackUrl(config, 'github'));
  return {
    id: 'github',
    name: OAUTH_PROVIDERS.github,
    pkce: false,
    authorizationUrl: (state) => github.createAuthorizationURL(state, ['read:user', 'user:email']),
    async fetchProfile(code) {
      const tokens = await github.validateAuthorizationCode(code);
      const accessToken = tokens.accessToken();
      const user = githubUser.parse(await githubApi('/user', accessToken));
      // The profile's public e-mail says nothing about verification: ask for the verified primary one.
      const primary = githubEmails.parse(await githubApi('/user/emails', accessToken)).find((entry) => entry.primary && entry.verified);
      return { providerUserId: String(user.id), email: primary?.email ?? null, emailVerified: Boolean(primary), name: user.name || user.login };
    },
  };
}

/** The providers whose client id and secret are configured, in a fixed order. */
export function enabledOAuthProviders(config: Config): OAuthProvider[] {
  const providers: OAuthProvider[] = [];
  if (config.oauth.google) providers.push(googleProvider(config, config.oauth.google));
  if (config.oauth.github) providers.push(githubProvider(config, config.oauth.github));
  return providers;
}

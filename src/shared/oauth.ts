/** Social sign-in providers the server knows (each enabled only when configured). */
export const OAUTH_PROVIDERS = { google: 'Google', github: 'GitHub' } as const;

export type OAuthProviderId = keyof typeof OAUTH_PROVIDERS;

/** What the OAuth callback reports back to /signin as `?error=<code>`, and what the page says. */
export const OAUTH_ERROR_MESSAGES = {
  'oauth-state': 'That sign-in attempt expired or did not start here. Please try again.',
  'oauth-cancelled': 'Sign-in was cancelled at the provider.',
  'oauth-failed': 'The provider could not confirm your sign-in. Please try again.',
  'oauth-email': 'Your provider account has no verified e-mail address, which we need to sign you in.',
} as const;

export type OAuthErrorCode = keyof typeof OAUTH_ERROR_MESSAGES;

export function oauthErrorMessage(code: string): string {
  return code in OAUTH_ERROR_MESSAGES ? OAUTH_ERROR_MESSAGES[code as OAuthErrorCode] : 'Sign-in failed. Please try again.';
}

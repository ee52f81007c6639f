import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OAuthErrorCode } from '../../../../../shared/oauth';
import { safeRedirect } from '../../../../../shared/safe-redirect';
import type { AppServices } from '../../../../services';
import { startCookieSession } from '../account-service';
import { userForOAuthProfile } from './oauth-accounts';
import { enabledOAuthProviders, type OAuthProvider } from './oauth-providers';

const STATE_COOKIE = 'toolyard_oauth_state';
const VERIFIER_COOKIE = 'toolyard_oauth_verifier';
const REDIRECT_COOKIE = 'toolyard_oauth_redirect';
const FLOW_COOKIES = [STATE_COOKIE, VERIFIER_COOKIE, REDIRECT_COOKIE];

type ProviderParams = { Params: { provider: string }; Querystring: Record<string, unknown> };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Social sign-in (docs/architecture.md#social-sign-in): `GET /auth/:provider` sends the browser to the provider
 * with a fresh state (and PKCE verifier) kept in short-lived HttpOnly cookies scoped to /auth;
 * `GET /auth/:provider/callback` checks the state, asks the provider who signed in, signs the
 * browser in and returns to where sign-in began. Failures land on /signin?error=<code>.
 */
export function registerOAuthRoutes(app: FastifyInstance, services: AppServices, providers: OAuthProvider[] = enabledOAuthProviders(services.config)): void {
  const { config } = services;
  const byId = new Map<string, OAuthProvider>(providers.map((provider) => [provider.id, provider]));
  const flowCookie = { httpOnly: true, sameSite: 'lax', secure: config.production, path: '/auth', maxAge: 10 * 60 } as const;

  const unknownProvider = (reply: FastifyReply) => reply.status(404).send({ code: 'NOT_FOUND', message: 'This sign-in provider is not enabled' });
  const fail = (reply: FastifyReply, code: OAuthErrorCode) => reply.redirect(`/signin?error=${code}`, 302);

  app.get<ProviderParams>('/auth/:provider', async (request, reply) => {
    const provider = byId.get(request.params.provider);
    if (!provider) return unknownProvider(reply);
    const state = generateState();
    const codeVerifier = provider.pkce ? generateCodeVerifier() : null;
    void reply.setCookie(STATE_COOKIE, state, flowCookie);
    if (codeVerifier) void reply.setCookie(VERIFIER_COOKIE, codeVerifier, flowCookie);
    else void reply.clearCookie(VERIFIER_COOKIE, flowCookie);
    void reply.setCookie(REDIRECT_COOKIE, safeRedirect(request.query.redirect), flowCookie);
    return reply.header('Cache-Control', 'no-store').redirect(provider.authorizationUrl(state, codeVerifier).toString(), 302);
  });

  app.get<ProviderParams>('/auth/:provider/callback', async (request, reply) => {
    const provider = byId.get(request.params.provider);
    if (!provider) return unknownProvider(reply);
    const expectedState = request.cookies[STATE_COOKIE];
    const codeVerifier = request.cookies[VERIFIER_COOKIE] ?? null;
    const redirect = safeRedirect(request.cookies[REDIRECT_COOKIE]);
    // One attempt per state: whatever happens next, the flow cookies are spent.
    for (const name of FLOW_COOKIES) void reply.clearCookie(name, flowCookie);

    const state = text(request.query.state);
    const code = text(request.query.code);
    if (!expectedState || state !== expectedState) return fail(reply, 'oauth-state');
    if (text(request.query.error)) return fail(reply, 'oauth-cancelled');
    if (!code || (provider.pkce && !codeVerifier)) return fail(reply, 'oauth-state');

    let profile;
    try {
      profile = await provider.fetchProfile(code, codeVerifier);
    } catch (error) {
      request.log.warn({ err: error, provider: provider.id }, 'social sign-in refused by the provider');
      return fail(reply, 'oauth-failed');
    }
    const user = await userForOAuthProfile(services.db, provider.id, profile);
    if (!user) return fail(reply, 'oauth-email');

    await startCookieSession({ ...services, res: reply, sessionId: null, credential: null }, user);
    return reply.redirect(redirect, 302);
  });
}

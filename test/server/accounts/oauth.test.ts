import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserHeaders, sessionCookieOf, signUpThroughApi } from '../../helpers/accounts';
import { buildTestApp, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
const PUBLIC_URL = 'https://shop.example';
let app: FastifyInstance;

beforeAll(async () => {
  const config = testConfig({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'google-id',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GITHUB_CLIENT_ID: 'github-id',
    GITHUB_CLIENT_SECRET: 'github-secret',
  });
  app = await buildTestApp(database.db, { config });
});
afterAll(() => app.close());
afterEach(() => vi.unstubAllGlobals());

/** An unsigned JWT: arctic reads the ID token's claims without verifying (it came over TLS). */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.${Buffer.from('signature').toString('base64url')}`;
}

type FakeRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

/** Answers the providers' HTTP calls (the global fetch arctic and our profile requests use). */
function fakeProvider(routes: FakeRoutes) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.origin}${url.pathname}`];
    if (!route) throw new Error(`Unexpected provider call: ${request.method} ${request.url}`);
    return route(request);
  });
  return calls;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Starts a sign-in and answers the callback URL the provider would send the browser to. */
async function startFlow(provider: 'google' | 'github', redirect = '/dashboard') {
  const start = await app.inject(`/auth/${provider}?redirect=${encodeURIComponent(redirect)}`);
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string);
  return { start, location, state: location.searchParams.get('state')!, cookie: cookiesOf(start) };
}

const userByEmail = (email: string) => database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
const linksOf = (userId: string) => database.db.selectFrom('oauthAccounts').select(['provider', 'providerUserId']).where('userId', '=', userId).execute();

describe('social sign-in', () => {
  it('tells the client which providers are enabled, and only those have routes', async () => {
    expect((await app.inject('/api/auth/providers')).json()).toEqual({
      providers: [
        { id: 'google', name: 'Google', url: '/auth/google' },
        { id: 'github', name: 'GitHub', url: '/auth/github' },
      ],
    });
    const bare = await buildTestApp(database.db);
    expect((await bare.inject('/api/auth/providers')).json()).toEqual({ providers: [] });
    expect((await bare.inject('/auth/google')).statusCode).toBe(404);
    await bare.close();
    expect((await app.inject('/auth/facebook')).statusCode).toBe(404);
  });

  it('sends the browser to Google with state and a PKCE challenge, kept in short-lived HttpOnly cookies', async () => {
    const { start, location, state } = await startFlow('google');
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/google/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('scope')).toContain('email');

    const stateCookie = start.cookies.find((cookie) => cookie.name === 'toolyard_oauth_state');
    expect(stateCookie).toMatchObject({ value: state, httpOnly: true, sameSite: 'Lax', path: '/auth', maxAge: 600 });
    expect(start.cookies.find((cookie) => cookie.name === 'toolyard_oauth_verifier')).toMatchObject({ httpOnly: true, maxAge: 600 });
  });

  it('sends the browser to GitHub with state but no PKCE', async () => {
    const { start, location } = await startFlow('github');
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('code_challenge')).toBeNull();
    expect(start.cookies.find((cookie) => cookie.name === 'toolyard_oauth_verifier')?.value ?? '').toBe('');
  });

  it('refuses a callback whose state is wrong or missing, without asking the provider anything', async () => {
    const calls = fakeProvider({});
    const { cookie, state } = await startFlow('google');
    const usersBefore = await database.db.selectFrom('users').select('id').execute();
    for (const url of [
      `/auth/google/callback?code=abc&state=forged-${state}`,
      '/auth/google/callback?code=abc',
    ]) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/signin?error=oauth-state');
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    const noCookie = await app.inject(`/auth/google/callback?code=abc&state=${state}`);
    expect(noCookie.headers.location).toBe('/signin?error=oauth-state');
    expect(calls).toEqual([]);
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual(usersBefore);
  });

  it('creates a user from a verified Google account and signs the browser in, back where it started', async () => {
    const calls = fakeProvider({
      'POST https://oauth2.googleapis.com/token': () =>
        json({
          access_token: 'google-access',
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: idToken({ sub: 'google-123', email: 'Thyme@Gmail.com', email_verified: true, name: 'Thyme Gardener With A Long Name' }),
        }),
    });
    const { cookie, state } = await startFlow('google', '/dashboard?tab=profile');
    const callback = await app.inject({ url: `/auth/google/callback?code=the-code&state=${state}`, headers: { cookie } });

    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard?tab=profile');
    const tokenRequest = new URLSearchParams(await calls[0]!.text());
    expect(tokenRequest.get('code')).toBe('the-code');
    expect(tokenRequest.get('code_verifier')).toBe(cookie.match(/toolyard_oauth_verifier=([^;]+)/)![1]);
    expect(tokenRequest.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/google/callback`);

    const user = (await userByEmail('thyme@gmail.com'))!;
    expect(user).toMatchObject({ name: 'Thyme Gardener With', role: 'user', passwordHash: null });
    expect(await linksOf(user.id)).toEqual([{ provider: 'google', providerUserId: 'google-123' }]);
    const me = await app.inject({ url: '/api/auth/me', headers: browserHeaders(sessionCookieOf(callback)!.value) });
    expect(me.json().user.email).toBe('thyme@gmail.com');
    // The flow cookies are spent.
    expect(callback.cookies.find((c) => c.name === 'toolyard_oauth_state')?.value).toBe('');
  });

  it('links a GitHub account to the existing user with the same verified e-mail', async () => {
    await signUpThroughApi(app, { name: 'Clover', email: 'clover@garden.com', password: 'four-leaves' });
    // Clover proved the address earlier (a verification link): her password stays.
    await database.db.updateTable('users').set({ emailVerifiedAt: new Date() }).where('email', '=', 'clover@garden.com').execute();
    const existing = (await userByEmail('clover@garden.com'))!;
    const calls = fakeProvider({
      'POST https://github.com/login/oauth/access_token': () => json({ access_token: 'github-access', token_type: 'bearer', scope: 'user:email' }),
      'GET https://api.github.com/user': () => json({ id: 4242, login: 'clover', name: null }),
      'GET https://api.github.com/user/emails': () =>
        json([
          { email: 'old@garden.com', primary: false, verified: true },
          { email: 'CLOVER@garden.com', primary: true, verified: true },
        ]),
    });
    const { cookie, state } = await startFlow('github');
    const callback = await app.inject({ url: `/auth/github/callback?code=gh-code&state=${state}`, headers: { cookie } });

    expect(callback.headers.location).toBe('/dashboard');
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual([expect.stringMatching(/^Basic /), 'Bearer github-access', 'Bearer github-access']);
    const me = await app.inject({ url: '/api/auth/me', headers: browserHeaders(sessionCookieOf(callback)!.value) });
    expect(me.json().user.id).toBe(existing.id);
    expect(await linksOf(existing.id)).toEqual([{ provider: 'github', providerUserId: '4242' }]);
    expect(await database.db.selectFrom('users').select('id').where('email', 'like', '%clover%').execute()).toHaveLength(1);
    expect((await userByEmail('clover@garden.com'))!.passwordHash).toBe(existing.passwordHash);

    // Next time the link decides, even if the provider's e-mail has changed since.
    fakeProvider({
      'POST https://github.com/login/oauth/access_token': () => json({ access_token: 'github-access-2', token_type: 'bearer' }),
      'GET https://api.github.com/user': () => json({ id: 4242, login: 'clover', name: 'Clover' }),
      'GET https://api.github.com/user/emails': () => json([{ email: 'clover-new@mail.com', primary: true, verified: true }]),
    });
    const again = await startFlow('github');
    const second = await app.inject({ url: `/auth/github/callback?code=gh-2&state=${again.state}`, headers: { cookie: again.cookie } });
    const meAgain = await app.inject({ url: '/api/auth/me', headers: browserHeaders(sessionCookieOf(second)!.value) });
    expect(meAgain.json().user.id).toBe(existing.id);
  });

  it("takes an account over from whoever signed up first with the victim's unproven e-mail", async () => {
    const squatter = await signUpThroughApi(app, { name: 'Squatter', email: 'fern@garden.com', password: 'squatters-password' });
    const account = (await userByEmail('fern@garden.com'))!;
    expect(account.emailVerifiedAt).toBeNull();
    fakeProvider({
      'POST https://oauth2.googleapis.com/token': () =>
        json({ access_token: 'a', token_type: 'Bearer', expires_in: 60, id_token: idToken({ sub: 'google-fern', email: 'fern@garden.com', email_verified: true, name: 'Fern' }) }),
    });
    const { cookie, state } = await startFlow('google');
    const callback = await app.inject({ url: `/auth/google/callback?code=c&state=${state}`, headers: { cookie } });

    const victim = await app.inject({ url: '/api/auth/me', headers: browserHeaders(sessionCookieOf(callback)!.value) });
    expect(victim.json().user.id).toBe(account.id);
    // The squatter's session and password are gone; the address is now proven.
    const squatterMe = await app.inject({ url: '/api/auth/me', headers: browserHeaders(squatter.token!) });
    expect(squatterMe.json().user).toBeNull();
    const squatterSignIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'fern@garden.com', password: 'squatters-password' }),
    });
    expect(squatterSignIn.statusCode).toBe(401);
    expect(await userByEmail('fern@garden.com')).toMatchObject({ passwordHash: null, emailVerifiedAt: expect.any(Date) });
  });

  it('marks the e-mail of an account created by a provider as verified', async () => {
    fakeProvider({
      'POST https://oauth2.googleapis.com/token': () =>
        json({ access_token: 'a', token_type: 'Bearer', expires_in: 60, id_token: idToken({ sub: 'google-sage', email: 'sage@garden.com', email_verified: true }) }),
    });
    const { cookie, state } = await startFlow('google');
    await app.inject({ url: `/auth/google/callback?code=c&state=${state}`, headers: { cookie } });
    expect((await userByEmail('sage@garden.com'))!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("does not take a provider's name with control characters; the e-mail's name stands in", async () => {
    fakeProvider({
      'POST https://oauth2.googleapis.com/token': () =>
        json({ access_token: 'a', token_type: 'Bearer', expires_in: 60, id_token: idToken({ sub: 'google-nul', email: 'basil@garden.com', email_verified: true, name: 'Ba\u0000sil' }) }),
    });
    const { cookie, state } = await startFlow('google');
    const callback = await app.inject({ url: `/auth/google/callback?code=c&state=${state}`, headers: { cookie } });
    expect(callback.statusCode).toBe(302);
    expect((await userByEmail('basil@garden.com'))!.name).toBe('basil');
  });

  it('refuses a provider account without a verified e-mail, creating nobody', async () => {
    fakeProvider({
      'POST https://github.com/login/oauth/access_token': () => json({ access_token: 'x', token_type: 'bearer' }),
      'GET https://api.github.com/user': () => json({ id: 777, login: 'unverified', name: 'Un Verified' }),
      'GET https://api.github.com/user/emails': () => json([{ email: 'victim@garden.com', primary: true, verified: false }]),
    });
    const { cookie, state } = await startFlow('github');
    const callback = await app.inject({ url: `/auth/github/callback?code=c&state=${state}`, headers: { cookie } });
    expect(callback.headers.location).toBe('/signin?error=oauth-email');
    expect(await userByEmail('victim@garden.com')).toBeUndefined();
    expect(sessionCookieOf(callback)).toBeUndefined();
  });

  it('reports a code the provider refuses, and a sign-in cancelled at the provider', async () => {
    fakeProvider({ 'POST https://oauth2.googleapis.com/token': () => json({ error: 'invalid_grant' }, 400) });
    const refused = await startFlow('google');
    const response = await app.inject({ url: `/auth/google/callback?code=stale&state=${refused.state}`, headers: { cookie: refused.cookie } });
    expect(response.headers.location).toBe('/signin?error=oauth-failed');

    const cancelled = await startFlow('google');
    const denied = await app.inject({ url: `/auth/google/callback?error=access_denied&state=${cancelled.state}`, headers: { cookie: cancelled.cookie } });
    expect(denied.headers.location).toBe('/signin?error=oauth-cancelled');
  });

  it('only ever returns to a same-site path', async () => {
    fakeProvider({
      'POST https://oauth2.googleapis.com/token': () =>
        json({ access_token: 'a', token_type: 'Bearer', expires_in: 1, id_token: idToken({ sub: 'google-9', email: 'nine@gmail.com', email_verified: true }) }),
    });
    const { cookie, state } = await startFlow('google', '//evil.example/steal');
    const callback = await app.inject({ url: `/auth/google/callback?code=c&state=${state}`, headers: { cookie } });
    expect(callback.headers.location).toBe('/');
  });
});

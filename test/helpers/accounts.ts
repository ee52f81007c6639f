import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DB } from '../../src/server/db/database';
import { SESSION_COOKIE } from '../../src/server/features/3-accounts/accounts/sessions/session-cookie';
import { createSession } from '../../src/server/features/3-accounts/accounts/sessions/sessions';
import type { ContextUser } from '../../src/server/services';

/** The site origin of testConfig() (PUBLIC_URL unset: http://localhost:3000). */
export const SITE_ORIGIN = 'http://localhost:3000';

/** The session cookie a response set, if any. */
export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Headers of a same-site browser request carrying the session cookie `token`. */
export function browserHeaders(token: string, origin = SITE_ORIGIN): Record<string, string> {
  return { cookie: `${SESSION_COOKIE}=${token}`, origin };
}

/** A browser-like session for `user`: the cookie headers of a fresh session. */
export async function cookieHeaders(db: DB, user: ContextUser): Promise<Record<string, string>> {
  const { token } = await createSession(db, user.id);
  return browserHeaders(token);
}

/** POST JSON to a REST path, as an API client would (no Origin, no cookie unless given). */
export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
}

/** Signs up through the API; answers the response and the session token from its cookie. */
export async function signUpThroughApi(app: FastifyInstance, account: { name?: string; email: string; password: string }) {
  const response = await postJson(app, '/api/auth/sign-up', { name: 'Test User', ...account });
  return { response, token: sessionCookieOf(response)?.value };
}

/** The error message the tRPC endpoint answers (the first zod message for bad input). */
export async function trpcMutationError(app: FastifyInstance, path: string, input: unknown, headers: Record<string, string> = {}) {
  const response = await postJson(app, `/trpc/${path}`, input, headers);
  return { status: response.statusCode, message: response.json().error?.message as string | undefined };
}

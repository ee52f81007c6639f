import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, ContextUser } from '../../../../services';
import type { Config } from '../../../../config';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from './session-cookie';
import { validateSessionToken } from './sessions';

export type RequestCredential = { kind: 'bearer' | 'cookie'; token: string };

/** The session token a request carries: a Bearer header wins over the cookie. */
export function credentialOf(req: FastifyRequest, config: Config): RequestCredential | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return { kind: 'bearer', token: header.slice('Bearer '.length).trim() };
  const cookie = req.cookies?.[sessionCookieName(config)];
  return cookie ? { kind: 'cookie', token: cookie } : null;
}

/** Who a request is: signed in, anonymous, or carrying a credential that is no longer valid. */
export type RequestAuth =
  | { user: ContextUser; sessionId: string; credential: RequestCredential['kind']; expiresAt: Date }
  | { user: null; sessionId: null; credential: RequestCredential['kind'] | null; expiresAt: null };

const resolved = new WeakMap<FastifyRequest, Promise<RequestAuth>>();

/**
 * Resolves the user behind the request's session cookie or `Authorization: Bearer` token. A
 * renewed cookie session is re-sent; a dead cookie is cleared so the browser stops sending it.
 * A dead credential is reported (`user: null` with its kind) so callers can answer 401. Once per
 * request: the response cache checks a signed-in caller before the procedure's context does.
 */
export function authenticateRequest(services: AppServices, req: FastifyRequest, res: FastifyReply): Promise<RequestAuth> {
  let auth = resolved.get(req);
  if (!auth) {
    auth = resolve(services, req, res);
    resolved.set(req, auth);
  }
  return auth;
}

async function resolve({ db, config }: AppServices, req: FastifyRequest, res: FastifyReply): Promise<RequestAuth> {
  const credential = credentialOf(req, config);
  if (!credential) return { user: null, sessionId: null, credential: null, expiresAt: null };
  const session = credential.token ? await validateSessionToken(db, credential.token) : null;
  if (credential.kind === 'cookie') {
    if (!session) clearSessionCookie(res, config);
    else if (session.renewed) setSessionCookie(res, config, credential.token, session.expiresAt);
  }
  if (!session) return { user: null, sessionId: null, credential: credential.kind, expiresAt: null };
  return { user: session.user, sessionId: session.id, credential: credential.kind, expiresAt: session.expiresAt };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, ContextUser } from '../../trpc/context';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie';
import { validateSessionToken } from './sessions';

export type RequestCredential = { kind: 'bearer' | 'cookie'; token: string };

/** The session token a request carries: a Bearer header wins over the cookie. */
export function credentialOf(req: FastifyRequest): RequestCredential | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return { kind: 'bearer', token: header.slice('Bearer '.length).trim() };
  const cookie = req.cookies?.[SESSION_COOKIE];
  return cookie ? { kind: 'cookie', token: cookie } : null;
}

/**
 * Resolves the user behind the request's session cookie or `Authorization: Bearer` token. A
 * renewed cookie session is re-sent; a dead cookie is cleared so the browser stops sending it.
 */
export async function authenticateRequest(
  { db, config }: AppServices,
  req: FastifyRequest,
  res: FastifyReply,
): Promise<{ user: ContextUser; sessionId: string; credential: RequestCredential['kind'] } | null> {
  const credential = credentialOf(req);
  if (!credential) return null;
  const session = await validateSessionToken(db, credential.token);
  if (credential.kind === 'cookie') {
    if (!session) clearSessionCookie(res, config);
    else if (session.renewed) setSessionCookie(res, config, credential.token, session.expiresAt);
  }
  return session ? { user: session.user, sessionId: session.id, credential: credential.kind } : null;
}

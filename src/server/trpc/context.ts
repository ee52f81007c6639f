import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { DB } from '../db/database';
import type { SessionUser } from '../../shared/schemas/session-user';
import { authenticateRequest } from '../features/accounts/authenticate-request';

/** The signed-in user as every procedure sees it (read from the database on each request): the client's SessionUser. */
export type ContextUser = SessionUser;

/** Long-lived things the app is built with; tests build their own. */
export interface AppServices {
  db: DB;
  config: Config;
}

export interface Context extends AppServices {
  req?: FastifyRequest;
  res?: FastifyReply;
  user: ContextUser | null;
  /** Hash of the session token that authenticated this request, if any. */
  sessionId: string | null;
  /** How the session arrived; the CSRF rule and sign-out care. */
  credential?: 'bearer' | 'cookie' | null;
  /** A Bearer token was sent but is unknown or expired: every procedure answers 401. */
  bearerRejected?: boolean;
}

/** Builds the per-request context for both tRPC and REST from the request's cookie or bearer token. */
export function contextFactory(services: AppServices) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const auth = await authenticateRequest(services, req, res);
    return {
      ...services,
      req,
      res,
      user: auth.user,
      sessionId: auth.sessionId,
      credential: auth.credential,
      bearerRejected: auth.user === null && auth.credential === 'bearer',
    };
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateRequest } from '../features/3-accounts/accounts/sessions/authenticate-request';
import type { AppServices, RequestContext } from '../services';

/** Builds the per-request context for both tRPC and REST from the request's cookie or bearer token. */
export function contextFactory(services: AppServices) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<RequestContext> => {
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

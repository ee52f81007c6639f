import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, ContextUser } from '../../trpc/context';

/**
 * Resolves the user behind the request's session cookie or `Authorization: Bearer` token.
 * Sessions arrive with the accounts work (issue 3); until then every request is anonymous.
 */
export async function authenticateRequest(
  _services: AppServices,
  _req: FastifyRequest,
  _res: FastifyReply,
): Promise<{ user: ContextUser; sessionId: string } | null> {
  return null;
}

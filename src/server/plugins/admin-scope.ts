import type { FastifyRequest } from 'fastify';
import type { ContextUser } from '../services';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin behind a request of the admin scope (set by its `onRequest` guard); null elsewhere. */
    admin: ContextUser | null;
  }
}

/**
 * The admin the admin scope's guard let through (accounts/sessions/admin-scope.ts, registered by
 * app.ts): a plain route of any feature reads its admin here without knowing how sessions work.
 * A route outside the admin scope is a programming error.
 */
export function adminOf(request: FastifyRequest): ContextUser {
  if (!request.admin) throw new Error(`${request.routeOptions.url ?? request.url} is not in the admin scope`);
  return request.admin;
}

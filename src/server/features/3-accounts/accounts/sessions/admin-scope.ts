import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../../errors/app-error';
import '../../../../plugins/admin-scope';
import type { AppServices } from '../../../../services';
import { authenticateRequest } from './authenticate-request';

/**
 * The plain Fastify routes only an admin may call (the orders CSV export, image uploads), in one
 * encapsulated scope whose `onRequest` hook is the guard, as `adminProcedure` is for procedures:
 * 401 when nobody is signed in, 403 when the user is not an admin (read from the database on each
 * request). A route in the scope reads its admin with `adminOf(request)` (plugins/admin-scope.ts);
 * after fastify/demo's `routes/api/autohooks.ts`.
 *
 * @example
 * await registerAdminScope(app, services, (admin) => admin.get('/api/orders.csv', handler));
 */
export async function registerAdminScope(
  app: FastifyInstance,
  services: AppServices,
  routes: (admin: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.decorateRequest('admin', null);
    scope.addHook('onRequest', async (request, reply) => {
      const { user } = await authenticateRequest(services, request, reply);
      if (!user) throw new AppError('unauthorized', 'Please sign in');
      if (user.role !== 'admin') throw new AppError('forbidden', 'Admins only');
      request.admin = user;
    });
    await routes(scope);
  });
}

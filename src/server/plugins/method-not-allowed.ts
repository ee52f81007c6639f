import type { FastifyInstance, HTTPMethods } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { errorCodeOf } from '../errors/app-error';

/** The methods each path is served with, for telling "wrong method" (405) from "no such path" (404). */
export interface ServedRoutes {
  /**
   * Declares a route that Fastify knows only as part of a wildcard (the REST procedures under
   * `/api/*`); a GET route serves HEAD too, as Fastify's own do.
   */
  add(method: string, url: string): void;
}

/**
 * Answers 405 with an `Allow` header when a path is served, but not for the request's method
 * (`TRACE /trpc/x`, `DELETE /healthz`, `GET /api/order`): every route is also kept in a router of
 * Fastify's own kind, asked when Fastify found no route or only a wildcard one. Wildcard routes
 * are left out of it (their paths are declared with `add`, or not known). Register it before the
 * routes.
 */
export function registerMethodNotAllowed(app: FastifyInstance): ServedRoutes {
  const known = FindMyWay({ ignoreTrailingSlash: app.initialConfig.ignoreTrailingSlash });
  const methods = new Set<HTTPMethod>();
  const record = (method: HTTPMethod, url: string) => {
    methods.add(method);
    if (!known.hasRoute(method, url)) known.on(method, url, () => {});
  };
  // Fastify announces its HEAD routes itself (and none where a route opts out).
  app.addHook('onRoute', (route) => {
    if (route.url.endsWith('*')) return;
    for (const method of [route.method].flat() as HTTPMethods[]) record(method as HTTPMethod, route.url);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 && !request.routeOptions.url?.endsWith('*')) return;
    const path = request.url.split('?')[0] ?? '/';
    const allowed = [...methods].filter((method) => known.find(method, path));
    if (allowed.length === 0 || allowed.includes(request.method as HTTPMethod)) return;
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ code: errorCodeOf(405), message: `${request.method} is not served here; use ${allowed.filter((method) => method !== 'HEAD').join(' or ')}` });
  });
  return {
    add(method, url) {
      record(method as HTTPMethod, url);
      if (method === 'GET') record('HEAD', url);
    },
  };
}

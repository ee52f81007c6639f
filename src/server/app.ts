import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerOAuthRoutes } from './features/accounts/oauth-routes';
import { registerJsonBodyParser } from './json-body';
import { registerApiDocs } from './plugins/api-docs';
import { registerApi } from './plugins/api';
import { registerBuiltClient, registerDevClient } from './plugins/client';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealthRoutes } from './plugins/health';
import { registerHttpCaching } from './plugins/http-caching';
import type { AppServices } from './trpc/context';

export interface BuildAppOptions {
  /** `built` serves dist/client, `dev` runs Vite middleware, `none` serves only the API (tests). */
  client?: 'built' | 'dev' | 'none';
  logger?: boolean;
}

/**
 * The whole server as one Fastify instance, assembled in a fixed order: core plugins, the API,
 * docs and health, then the web client (last, because it answers every other path).
 */
export async function buildApp(services: AppServices, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    trustProxy: config.production,
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await app.register(cookie);
  registerCsrfProtection(app, config);
  registerHttpCaching(app);
  await registerApi(app, services);
  registerOAuthRoutes(app, services);
  await registerApiDocs(app);
  registerHealthRoutes(app, services.db);

  const client = options.client ?? 'built';
  if (client === 'built') await registerBuiltClient(app);
  else if (client === 'dev') await registerDevClient(app);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' }));

  return app;
}

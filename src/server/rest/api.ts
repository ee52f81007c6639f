import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { fastifyTRPCOpenApiPlugin, forEachOpenApiProcedure, normalizePath, type OpenApiProcedureRecord } from 'trpc-to-openapi';
import { appRouter } from '../app-router/app-router';
import { cachePolicy } from '../trpc/cache-policy';
import type { AppServices } from '../services';
import { contextFactory } from '../app-router/request-context';
import { buildOpenApiDocument } from '../app-router/openapi-document';
import { PUBLIC_READ } from '../plugins/http-caching';
import type { ServedRoutes } from '../plugins/method-not-allowed';
import { patchRestAdapter } from './adapter-patches';
import { pinDeclaredCoercion } from './declared-coercion';
import { FAST_PATH_PROCEDURES, registerRestProcedure } from './procedure-route';
import { BULK_CSV_BYTES, bulkCsvBody } from '../features/4-orders/cart/cart-bulk-csv';

/** The procedures twice: tRPC at /trpc for the web client, REST at /api for everyone else. */
export async function registerApi(app: FastifyInstance, services: AppServices, served: ServedRoutes): Promise<void> {
  const createContext = contextFactory(services);
  const responseMeta = cachePolicy(appRouter);
  const onError = ({ error, path }: { error: { code: string; message: string; cause?: unknown }; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
  };

  // Our own route rather than the adapter's plugin: the plugin swaps in its own content-type
  // parsers (a multipart pass-through read whole by tRPC, JSON without our depth and __proto__
  // checks). Here the app's one JSON parser and body limit apply, and other types answer 415.
  app.route<{ Params: { path: string } }>({
    method: ['GET', 'POST'],
    url: '/trpc/:path',
    exposeHeadRoute: false,
    handler: (req, res) => fastifyRequestHandler({ router: appRouter, createContext, onError, responseMeta, req, res, path: req.params.path }),
  });

  // trpc-to-openapi's adapter, patched by three hooks (./adapter-patches.ts), and kept from
  // coercing the procedures' input fields behind their backs (./declared-coercion.ts).
  patchRestAdapter(app);
  pinDeclaredCoercion(appRouter);

  forEachOpenApiProcedure(appRouter._def.procedures as OpenApiProcedureRecord, ({ meta: { openapi } }) => {
    served.add(openapi.method, `/api${normalizePath(openapi.path).replace(/\{(\w+)\}/g, ':$1')}`);
  });
  // The hottest writes skip the adapter's per-call Fetch Request (./procedure-route.ts).
  for (const path of FAST_PATH_PROCEDURES) registerRestProcedure(app, appRouter, path, { createContext, onError, responseMeta });
  // POST /api/cart/bulk takes a CSV file as it is (text/csv) besides JSON `{text}`: the fast path's
  // route, in a scope whose one extra parser reads the file as that `{text}` (our body limit, not a library's parser).
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: BULK_CSV_BYTES }, (request, body, done) => {
      try {
        done(null, bulkCsvBody(request, body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    registerRestProcedure(scope, appRouter, 'cart.bulk', { createContext, onError, responseMeta });
  });
  // Built on the first request for it, not at every start (about 50 ms of zod's JSON Schema).
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async (_request, reply) => reply.header('cache-control', PUBLIC_READ).send((document ??= buildOpenApiDocument())));
  await app.register(fastifyTRPCOpenApiPlugin, { basePath: '/api', router: appRouter, createContext, onError, responseMeta });
}

import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { fastifyTRPCOpenApiPlugin, forEachOpenApiProcedure, normalizePath, type OpenApiProcedureRecord } from 'trpc-to-openapi';
import { appRouter } from '../trpc/app-router';
import { cachePolicy } from '../trpc/cache-policy';
import type { AppServices } from '../services';
import { contextFactory } from '../trpc/context';
import { buildOpenApiDocument } from '../trpc/openapi-document';
import { PUBLIC_READ } from '../plugins/http-caching';
import type { ServedRoutes } from '../plugins/method-not-allowed';
import { registerRestProcedure } from './procedure-route';

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

  // trpc-to-openapi answers every invalid input with the same 'Input validation failed'; give REST
  // clients the first field's own message instead, as the tRPC side does.
  app.addHook('onSend', async (request, reply, payload) => {
    // (request.url is no use here: the adapter strips /api from it.)
    if (reply.statusCode !== 400 || request.routeOptions.url !== '/api/*' || typeof payload !== 'string') return payload;
    const body = JSON.parse(payload) as { message?: string; issues?: { message: string }[] };
    if (body.message !== 'Input validation failed' || !body.issues?.[0]) return payload;
    return JSON.stringify({ ...body, message: body.issues[0].message });
  });

  // The spec's client sends some PUTs with no body at all (`PUT /shipped-order/{orderId}`), which
  // trpc-to-openapi would refuse with 415 for want of a content type: such a request is an empty
  // JSON input. (Set after Fastify's body parsing, which had nothing to parse.)
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== '/api/*' || request.headers['content-type'] || request.body !== undefined) return;
    if (request.method === 'PUT' || request.method === 'POST' || request.method === 'PATCH') request.headers['content-type'] = 'application/json';
  });

  // trpc-to-openapi's route handler sends the reply but resolves with undefined; while our async
  // onSend hooks still run, Fastify then sends a second time ("Reply was already sent", logged as
  // a 500 on every REST call). Returning the reply tells Fastify it is handled.
  app.addHook('onRoute', (route) => {
    if (route.url !== '/api/*') return;
    const handler = route.handler;
    route.handler = async function (request, reply) {
      await handler.call(this, request, reply);
      return reply;
    };
  });

  forEachOpenApiProcedure(appRouter._def.procedures as OpenApiProcedureRecord, ({ meta: { openapi } }) => {
    served.add(openapi.method, `/api${normalizePath(openapi.path).replace(/\{(\w+)\}/g, ':$1')}`);
  });
  // The hottest writes skip the adapter's per-call Fetch Request (rest-procedure-route.ts).
  for (const path of ['orders.create', 'cart.checkout']) registerRestProcedure(app, appRouter, path, { createContext, onError, responseMeta });
  // Built on the first request for it, not at every start (about 50 ms of zod's JSON Schema).
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async (_request, reply) => reply.header('cache-control', PUBLIC_READ).send((document ??= buildOpenApiDocument())));
  await app.register(fastifyTRPCOpenApiPlugin, { basePath: '/api', router: appRouter, createContext, onError, responseMeta });
}

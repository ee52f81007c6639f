import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What we change in trpc-to-openapi's Fastify adapter (the version pinned in package.json: see
 * ./README.md), all of it through Fastify hooks on the adapter's one route, never its code. The
 * fast path (./procedure-route.ts) answers as the adapter does with these patches, and
 * test/server/platform/rest-fast-path-contract.test.ts holds both to it.
 */

/** The one route the adapter registers for every REST operation. */
export const ADAPTER_ROUTE = '/api/*';

/** What the adapter says of every invalid input, whatever the field. */
export const ADAPTER_INVALID_INPUT_MESSAGE = 'Input validation failed';

/**
 * Patch 1: the adapter's 400 for an invalid input with the first issue's own message instead of
 * its generic one (as the tRPC side says it); any other answer as it is.
 * @example withFirstIssueMessage('{"message":"Input validation failed","issues":[{"message":"Enter a quantity"}]}') // '{"message":"Enter a quantity","issues":[{"message":"Enter a quantity"}]}'
 */
export function withFirstIssueMessage(payload: string): string {
  const body = JSON.parse(payload) as { message?: string; issues?: { message: string }[] };
  if (body.message !== ADAPTER_INVALID_INPUT_MESSAGE || !body.issues?.[0]) return payload;
  return JSON.stringify({ ...body, message: body.issues[0].message });
}

/**
 * Patch 2: a write with no body and no content type (the spec's client sends some PUTs so,
 * `PUT /shipped-order/{orderId}`) is an empty JSON input, where the adapter would answer 415.
 */
export function isBodilessWrite(request: Pick<FastifyRequest, 'method' | 'headers' | 'body'>): boolean {
  return !request.headers['content-type'] && request.body === undefined && (request.method === 'PUT' || request.method === 'POST' || request.method === 'PATCH');
}

/** The three hooks, registered on `app` before the adapter's plugin. */
export function patchRestAdapter(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // (request.url is no use here: the adapter strips /api from it.)
    if (reply.statusCode !== 400 || request.routeOptions.url !== ADAPTER_ROUTE || typeof payload !== 'string') return payload;
    return withFirstIssueMessage(payload);
  });

  // Set after Fastify's body parsing, which had nothing to parse.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url === ADAPTER_ROUTE && isBodilessWrite(request)) request.headers['content-type'] = 'application/json';
  });

  // Patch 3: the adapter's route handler sends the reply but resolves with undefined; while our
  // async onSend hooks still run, Fastify then sends a second time ("Reply was already sent",
  // logged as a 500 on every REST call). Returning the reply tells Fastify it is handled.
  app.addHook('onRoute', (route) => {
    if (route.url !== ADAPTER_ROUTE) return;
    const handler = route.handler;
    route.handler = async function (request, reply) {
      await handler.call(this, request, reply);
      return reply;
    };
  });
}

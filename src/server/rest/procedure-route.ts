import { TRPCError, type AnyRouter } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { procedureAt } from '../trpc/procedure-at';
import type { ProcedureMeta } from '../trpc/trpc';

/**
 * The procedures served by the fast path rather than the adapter: the hottest writes,
 * POST /api/order and /api/checkout (docs/decisions/097).
 */
export const FAST_PATH_PROCEDURES = ['orders.create', 'cart.checkout'] as const;

/** What the REST adapter is given (./api.ts), besides the router. */
export interface RestAdapterParts<TContext> {
  createContext: (options: { req: FastifyRequest; res: FastifyReply }) => Promise<TContext>;
  onError: (options: { error: TRPCError; path?: string }) => void;
  responseMeta: (options: { paths?: readonly string[]; errors: readonly unknown[] }) => { headers: Record<string, string> };
}

/** Any throw as the TRPCError the adapter answers with (a non-TRPCError is a 500). */
function asTrpcError(cause: unknown): TRPCError {
  if (cause instanceof TRPCError) return cause;
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', cause: cause instanceof Error ? cause : undefined });
}

/**
 * Serves one POST procedure of `router` at its OpenAPI path (`/api` + meta.openapi.path) with a
 * route of its own, ahead of trpc-to-openapi's `/api/*` handler, which builds a Fetch `Request`
 * and an `AbortSignal` for every call only to hand the procedure a signal no procedure reads (and
 * aborts it, with a DOMException, when the socket closes): about a tenth of an order's CPU
 * (docs/decisions/097). Kept for the hottest writes, POST /api/order and /api/checkout, and for
 * POST /api/cart/bulk, whose route also reads a CSV body (./api.ts).
 *
 * The contract is the patched adapter's, byte for byte: the body as the app's JSON parser and
 * body limit let it through (a POST with no body is an empty object, as ./adapter-patches.ts
 * makes it for the adapter), its fields read as they declare (./declared-coercion.ts), the
 * procedure called through a caller (its middlewares, input and output parsing), the answer's
 * status and cache headers from
 * `responseMeta`, and an error as the adapter shapes it (the tRPC error shape, `code` the tRPC
 * code, and for invalid input `issues` with the first one's message, as ./adapter-patches.ts
 * rewrites it for the adapter). It copies the adapter's code (trpc-to-openapi's
 * adapters/node-http/core, and `getErrorShape` from @trpc/server's unstable core) at the versions
 * ./README.md names; test/server/platform/rest-fast-path-contract.test.ts compares the two on
 * every REST operation. Route-wide hooks (CSRF, rate limit, body limit, response cache) see it as
 * any /api route.
 */
export function registerRestProcedure<TContext>(app: FastifyInstance, router: AnyRouter, procedurePath: string, parts: RestAdapterParts<TContext>): void {
  const procedure = (router._def.procedures as Record<string, { _def: { type: string; meta?: ProcedureMeta } }>)[procedurePath];
  const openapi = procedure?._def.meta?.openapi;
  if (!procedure || openapi?.method !== 'POST') throw new Error(`${procedurePath} is not a POST procedure of the REST API`);
  const type = procedure._def.type as 'mutation';
  const callerOf = router.createCaller as (ctx: TContext) => unknown;
  const procedureOf = (ctx: TContext) => procedureAt(callerOf(ctx), procedurePath);

  const config = { changesPublicReads: procedure._def.meta?.changesPublicReads === true };
  app.post(`/api${openapi.path}`, { config }, async (request, reply) => {
    const input = { ...(request.body as object | undefined) };
    let ctx: TContext | undefined;
    let status = 200;
    let body: unknown;
    let errors: TRPCError[] = [];
    try {
      ctx = await parts.createContext({ req: request, res: reply });
      body = await procedureOf(ctx)(input);
    } catch (cause) {
      const error = asTrpcError(cause);
      errors = [error];
      parts.onError({ error, path: procedurePath });
      const shape = getErrorShape({ config: router._def._config, error, type, path: procedurePath, input, ctx });
      const issues = error.code === 'BAD_REQUEST' && error.cause instanceof Error && error.cause.name === 'ZodError' ? (error.cause as ZodError).issues : undefined;
      status = getHTTPStatusCodeFromError(error);
      body = { ...shape, message: issues ? (issues[0]?.message ?? 'Input validation failed') : (shape.message ?? error.message), code: error.code, issues };
    }
    const { headers } = parts.responseMeta({ paths: [procedurePath], errors });
    return reply.code(status).header('content-type', 'application/json').headers(headers).send(JSON.stringify(body));
  });
}

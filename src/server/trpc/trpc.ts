/**
 * tRPC core, in three parts: 1. initialisation with the error formatter, 2. the procedure levels,
 * 3. the helpers routers are built with. `t` itself stays private to this file.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { AppError } from '../errors/app-error';
import { fieldErrorsOf } from '../errors/field-errors';
import type { RequestContext } from '../services';

// 1. Initialisation ---------------------------------------------------------------------------

/** What a procedure declares about itself besides its REST path. */
export interface ProcedureMeta extends OpenApiMeta {
  /**
   * `'public'`: a read whose answer is the same for every visitor, so shared caches may keep it
   * (`public, no-cache` with an ETag, plugins/http-caching.ts). Anything else is `private, no-store`.
   */
  cache?: 'public';
  /**
   * `true`: a write that changes a public read whenever it succeeds (an order takes stock), so the
   * response cache clears at once instead of re-reading its version (response-cache).
   * Only routes of their own carry it (rest/procedure-route.ts).
   */
  changesPublicReads?: true;
  /**
   * `true`: a public procedure that answers a signed-in caller differently (`auth.me`, `token` with
   * a live session, the product reads for a company member with price lists): the OpenAPI
   * document marks its bearer optional rather than absent.
   */
  callerOptional?: true;
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const appError = error.cause instanceof AppError ? error.cause : null;
      const serverFault = shape.data.httpStatus >= 500;
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        // Never leak internals: a 5xx says only that something went wrong on our side.
        message: serverFault ? 'Internal server error' : zodError ? (zodError.issues[0]?.message ?? shape.message) : shape.message,
        data: {
          ...data,
          fieldErrors: zodError ? fieldErrorsOf(zodError.issues) : appError?.fieldErrors,
        },
      };
    },
  });

// 2. Procedure levels -------------------------------------------------------------------------

/** A service's AppError becomes the TRPCError of the same status (tRPC and REST alike). */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

/**
 * Anyone. A request that presents a Bearer token we do not know (unknown, expired, signed out)
 * gets 401 even here: the client asked to act as someone and we cannot say who. (A dead cookie
 * is simply cleared: browsers send it unasked.)
 */
export const publicProcedure = t.procedure.use(appErrors).use(({ ctx, next }) => {
  if (ctx.bearerRejected) throw new AppError('unauthorized', 'Your session has expired; please sign in again');
  return next();
});

/** Signed in: narrows `ctx.user` to non-null. */
export const customerProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('unauthorized', 'Please sign in');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Role `admin`, as the database says on this request (never as the client says). */
export const adminProcedure = customerProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new AppError('forbidden', 'Admins only');
  return next({ ctx });
});

/** Who may call a procedure: the level it is built on, never a declaration that could drift. */
export type Audience = 'public' | 'customer' | 'admin';

// Each level's own gate is the last middleware it adds; a procedure built on the level carries it.
const customerGate = customerProcedure._def.middlewares.at(-1);
const adminGate = adminProcedure._def.middlewares.at(-1);

/**
 * The audience of `procedure`, read from its middlewares (the OpenAPI document's `security`).
 *
 * @example audienceOf(appRouter._def.procedures['adminOrders.all']) // 'admin'
 */
export function audienceOf(procedure: unknown): Audience {
  const { middlewares } = (procedure as { _def: { middlewares: readonly unknown[] } })._def;
  if (middlewares.includes(adminGate)) return 'admin';
  if (middlewares.includes(customerGate)) return 'customer';
  return 'public';
}

// 3. Helpers ----------------------------------------------------------------------------------

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

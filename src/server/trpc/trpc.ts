/**
 * tRPC core, in three parts: 1. initialisation with the error formatter, 2. the procedure levels,
 * 3. the helpers routers are built with. `t` itself stays private to this file.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, z } from 'zod';
import type { Context } from './context';

// 1. Initialisation ---------------------------------------------------------------------------

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const serverFault = shape.data.httpStatus >= 500;
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        // Never leak internals: a 5xx says only that something went wrong on our side.
        message: serverFault ? 'Internal server error' : zodError ? (zodError.issues[0]?.message ?? shape.message) : shape.message,
        data: {
          ...data,
          fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : undefined,
        },
      };
    },
  });

// 2. Procedure levels -------------------------------------------------------------------------

export const publicProcedure = t.procedure;

/** Signed in: narrows `ctx.user` to non-null. */
export const customerProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Role `admin`, as the database says on this request (never as the client says). */
export const adminProcedure = customerProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Admins only' });
  return next({ ctx });
});

// 3. Helpers ----------------------------------------------------------------------------------

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

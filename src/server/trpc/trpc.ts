/**
 * tRPC core, in three parts: 1. initialisation with the error formatter, 2. the procedure levels,
 * 3. the helpers routers are built with. `t` itself stays private to this file.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context';

// 1. Initialisation ---------------------------------------------------------------------------

/** `{ 'OrderInformation.phone': ['Please fill out this field'] }`: nested fields by dotted path. */
function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

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
          fieldErrors: zodError ? fieldErrorsOf(zodError) : undefined,
        },
      };
    },
  });

// 2. Procedure levels -------------------------------------------------------------------------

/**
 * Anyone. A request that presents a Bearer token we do not know (unknown, expired, signed out)
 * gets 401 even here: the client asked to act as someone and we cannot say who. (A dead cookie
 * is simply cleared: browsers send it unasked.)
 */
export const publicProcedure = t.procedure.use(({ ctx, next }) => {
  if (ctx.bearerRejected) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Your session has expired; please sign in again' });
  return next();
});

/** Signed in: narrows `ctx.user` to non-null. */
export const customerProcedure = publicProcedure.use(({ ctx, next }) => {
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

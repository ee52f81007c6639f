import { z } from 'zod';
import { sessionUserSchema } from '../../../shared/schemas/session-user';
import { publicProcedure, router } from '../../trpc/trpc';

export const authRouter = router({
  me: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'The signed-in user, or null' } })
    .input(z.void())
    .output(z.object({ user: sessionUserSchema.nullable() }))
    .query(({ ctx }) => ({ user: ctx.user })),
});

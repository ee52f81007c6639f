import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { pathEmailSchema } from '../../../shared/schemas/email';
import { profileSchema, userSchema } from '../../../shared/schemas/user';
import { customerProcedure, router } from '../../trpc/trpc';
import type { ContextUser } from '../../trpc/context';
import { toUserDto } from './user-dto';
import { findUserByEmail, updateProfile } from './users-repository';

/** `{email}` in a path must be the caller's own; admins may read anyone's (DESIGN.md section 3). */
function assertMayRead(viewer: ContextUser, email: string): void {
  if (viewer.email !== email && viewer.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: "You may only see your own account" });
  }
}

export const usersRouter = router({
  byEmail: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/user/{email}', tags: ['users'], summary: 'A user record with role and profile (your own; admins: anyone)' } })
    .input(z.object({ email: pathEmailSchema }))
    .output(userSchema)
    .query(async ({ ctx, input }) => {
      assertMayRead(ctx.user, input.email);
      const row = await findUserByEmail(ctx.db, input.email);
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such user' });
      return toUserDto(row);
    }),

  update: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/update-user',
        tags: ['users'],
        summary: "Update the signed-in user's profile",
        description: 'E-mail and role are never changed here, whatever the body says. `modifiedCount` is 0 when nothing differed.',
      },
    })
    .input(z.object({ user: profileSchema }))
    .output(z.object({ modifiedCount: z.number().int() }))
    .mutation(async ({ ctx, input }) => ({ modifiedCount: await updateProfile(ctx.db, ctx.user.id, input.user) })),
});

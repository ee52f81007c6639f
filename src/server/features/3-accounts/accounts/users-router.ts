import { AppError } from '../../../errors/app-error';
import { z } from 'zod';
import { profileSchema, userSchema } from '../../../../shared/schemas/user';
import type { DB } from '../../../db/database';
import { ownOrAdminEmailProcedure } from '../../../trpc/path-email';
import { customerProcedure, router } from '../../../trpc/trpc';
import { toUserDto } from './user-dto';
import { findUserByEmail, updateProfile } from './users-repository';

async function userRecord(db: DB, email: string) {
  const row = await findUserByEmail(db, email);
  if (!row) throw new AppError('not-found', 'No such user');
  return toUserDto(row);
}

export const usersRouter = router({
  /** The web client's My Profile: the caller is the session. */
  me: customerProcedure
    .input(z.void())
    .output(userSchema)
    .query(({ ctx }) => userRecord(ctx.db, ctx.user.email)),

  byEmail: ownOrAdminEmailProcedure
    .meta({ openapi: { method: 'GET', path: '/user/{email}', tags: ['users'], summary: 'A user record with role and profile (your own; admins: anyone)' } })
    .output(userSchema)
    .query(({ ctx, input }) => userRecord(ctx.db, input.email)),

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

import { z } from 'zod';
import { roleChangeSchema, userSearchSchema, usersPageInputSchema, usersPageSchema } from '../../../../shared/schemas/roles';
import { userSchema } from '../../../../shared/schemas/user';
import { keysetPage } from '../../../db/keyset-page';
import { adminOwnAdminEmailProcedure } from '../../../trpc/path-email';
import { adminProcedure, router } from '../../../trpc/trpc';
import { listUsers } from './roles-repository';
import { changeRole } from './roles-service';
import { toUserDto } from './user-dto';

const modifiedCount = z.object({ modifiedCount: z.number().int() });

/** dashboard/make-admin: the users an admin may promote or demote, and the two changes. */
export const rolesRouter = router({
  /** The spec's `GET /users`: one plain array of every user but the caller. */
  users: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users',
        tags: ['roles'],
        summary: 'Every user except the caller, by e-mail (admins)',
        description: '`search` keeps the users whose name or e-mail contains it (case-insensitive, taken literally).',
      },
    })
    .input(z.object({ search: userSearchSchema }))
    .output(z.array(userSchema))
    .query(async ({ ctx, input }) => (await listUsers(ctx.db, { exceptId: ctx.user.id, search: input.search })).map(toUserDto)),

  /** The same list a page at a time, for the web client. */
  usersPage: adminProcedure
    .input(usersPageInputSchema)
    .output(usersPageSchema)
    .query(async ({ ctx, input }) => {
      const rows = await listUsers(ctx.db, { exceptId: ctx.user.id, search: input.search, after: input.cursor, limit: input.limit + 1 });
      const { page, next } = keysetPage(rows, input.limit, (row) => row.email);
      return { users: page.map(toUserDto), next };
    }),

  makeAdmin: adminOwnAdminEmailProcedure
    .meta({ openapi: { method: 'PUT', path: '/make-admin/{adminEmail}', errorResponses: { 409: 'A demo login may change only the demo accounts\' roles' }, tags: ['roles'], summary: 'Make the user with `email` an admin (path: your own e-mail)' } })
    .input(roleChangeSchema)
    .output(modifiedCount)
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.user, input.email, 'admin')),

  removeAdmin: adminOwnAdminEmailProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/remove-admin/{adminEmail}',
        errorResponses: { 409: 'A demo login may change only the demo accounts\' roles' },
        tags: ['roles'],
        summary: "Take the admin role from the user with `email` (path: your own e-mail)",
        description: 'Not on yourself; the last admin always remains.',
      },
    })
    .input(roleChangeSchema)
    .output(modifiedCount)
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.user, input.email, 'user')),
});

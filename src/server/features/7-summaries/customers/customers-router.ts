import { z } from 'zod';
import { customerDetailSchema, customerPageInputSchema, customerPageSchema } from '../../../../shared/schemas/customer';
import { idSchema } from '../../../../shared/schemas/ids';
import { adminProcedure, router } from '../../../trpc/trpc';
import { customerDetail, customerPage } from './customers-service';

const tags = ['customers'];

/** The admin's customers (issue 25): every account with its order figures, and one customer's page. */
export const customersRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/customers',
        tags,
        summary: 'Every account, newest first, with its order figures: search and keyset pages (admins)',
        description: '`q` keeps the accounts whose name or e-mail contains it (any case, taken literally). Pass `nextCursor` as `cursor` for the next page.',
      },
    })
    .input(customerPageInputSchema)
    .output(customerPageSchema)
    .query(({ ctx, input }) => customerPage(ctx.db, input)),

  detail: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/customers/{id}', tags, summary: "One customer: profile, order figures, latest orders and role changes (admins)" } })
    .input(z.object({ id: idSchema }))
    .output(customerDetailSchema)
    .query(({ ctx, input }) => customerDetail(ctx.db, input.id)),
});

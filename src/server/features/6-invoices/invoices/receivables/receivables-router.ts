import { z } from 'zod';
import { receivablesInputSchema, receivablesSchema, statementSchema } from '../../../../../shared/schemas/account-terms';
import { idSchema } from '../../../../../shared/schemas/ids';
import { adminProcedure, customerProcedure, router } from '../../../../trpc/trpc';
import { receivablesClock } from './receivables-clock';
import { receivables } from './receivables-service';
import { companyStatement, myStatement } from './statements-service';

/** Statements and receivables (issue 40): reads only. The statement's PDF is a plain route (statement-routes.ts). */
export const receivablesRouter = router({
  myStatement: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/my-company/statement',
        errorResponses: { 404: 'Your account is not in a company' },
        tags: ['my company'],
        summary: "Your company's statement (any member): its on-account invoices owing (and those settled in the last 30 days), ageing and credit",
        description: 'Amounts in dollars; `paid` is what payments allocated and credit notes took off; ageing buckets what is due by days overdue.',
      },
    })
    .input(z.void())
    .output(statementSchema)
    .query(async ({ ctx }) => (await myStatement(ctx.db, ctx.user.id, receivablesClock.now())).statement),

  companyStatement: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/companies/{id}/statement', tags: ['companies'], summary: "A company's statement: its on-account invoices owing, ageing and credit (admins)" } })
    .input(z.object({ id: idSchema }))
    .output(statementSchema)
    .query(({ ctx, input }) => companyStatement(ctx.db, input.id, receivablesClock.now())),

  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/receivables',
        tags: ['companies'],
        summary: 'Every company on account or with a balance: its balance and the ageing of what it owes, and the totals (admins)',
      },
    })
    .input(receivablesInputSchema)
    .output(receivablesSchema)
    .query(({ ctx, input }) => receivables(ctx.db, input.sort, receivablesClock.now())),
});

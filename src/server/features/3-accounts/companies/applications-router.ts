import { z } from 'zod';
import { applicationPageInputSchema, applicationPageSchema, businessApplicationInputSchema, businessApplicationSchema, declineInputSchema, myBusinessAccountSchema } from '../../../../shared/schemas/company';
import { idSchema } from '../../../../shared/schemas/ids';
import { adminProcedure, customerProcedure, router } from '../../../trpc/trpc';
import { applicationPage, applyForBusinessAccount, approveApplication, declineApplication, myBusinessAccount } from './applications-service';

const tags = ['business applications'];
const decisionErrors = { 404: 'No such business application', 409: 'Already decided, or the applicant is in a company already' };

/** A customer's application for a business account, and the shop admins' decision on it. */
export const businessApplicationsRouter = router({
  submit: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/business-applications',
        errorResponses: { 409: 'Your account is already in a company, or has an application waiting for a decision' },
        tags,
        summary: 'Apply for a business account: the company’s name, its tax id and a message for the shop',
      },
    })
    .input(businessApplicationInputSchema)
    .output(businessApplicationSchema)
    .mutation(({ ctx, input }) => applyForBusinessAccount(ctx.db, ctx.user, input)),

  mine: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/business-applications/mine', tags, summary: 'Your newest application (null: none) and the company you are in (null: none)' } })
    .input(z.void())
    .output(myBusinessAccountSchema)
    .query(({ ctx }) => myBusinessAccount(ctx.db, ctx.user)),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/business-applications', tags, summary: 'The applications, newest first, of one status or all; pages by `nextCursor`' } })
    .input(applicationPageInputSchema)
    .output(applicationPageSchema)
    .query(({ ctx, input }) => applicationPage(ctx.db, input)),

  approve: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/business-applications/{id}/approve',
        errorResponses: decisionErrors,
        tags,
        summary: 'Approve a pending application: creates the company with the applicant as its first company admin, and mails them',
      },
    })
    .input(z.object({ id: idSchema }))
    .output(businessApplicationSchema)
    .mutation(({ ctx, input }) => approveApplication(ctx, ctx.user, input.id)),

  decline: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/business-applications/{id}/decline', errorResponses: decisionErrors, tags, summary: 'Decline a pending application with a reason, mailed to the applicant' } })
    .input(declineInputSchema.extend({ id: idSchema }))
    .output(businessApplicationSchema)
    .mutation(({ ctx, input }) => declineApplication(ctx, ctx.user, input.id, input.reason)),
});

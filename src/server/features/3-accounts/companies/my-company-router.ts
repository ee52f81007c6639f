import { z } from 'zod';
import { companyLocationSchema, locationFields, locationInputSchema, memberUpdateSchema, myCompanySchema } from '../../../../shared/schemas/company';
import { companyCreditSchema } from '../../../../shared/schemas/account-terms';
import { idSchema } from '../../../../shared/schemas/ids';
import { customerProcedure, router } from '../../../trpc/trpc';
import { addMyCompanyLocation, changeMyCompanyMember, editMyCompanyLocation, myCompany, myCompanyCredit, removeMyCompanyMember } from './my-company-service';

const tags = ['my company'];
const adminsOnly = { 403: 'Only a company admin can do this', 404: 'Not in a company, or no such member or location in it' };

/**
 * A company member's own company (issue 37): always the caller's, whose membership is read fresh on
 * every call. Invitations and orders are their features' routers.
 */
export const myCompanyRouter = router({
  get: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/my-company',
        errorResponses: { 404: 'Your account is not in a company' },
        tags,
        summary: 'Your company, your company role and the locations you may order for; the members for a company admin',
      },
    })
    .input(z.void())
    .output(myCompanySchema)
    .query(({ ctx }) => myCompany(ctx.db, ctx.user.id)),

  credit: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/my-company/credit',
        errorResponses: { 404: 'Your account is not in a company' },
        tags,
        summary: "Your company's payment terms: card only, or on account with its Net days, credit limit, what is used and what is available (any member; dollars)",
      },
    })
    .input(z.void())
    .output(companyCreditSchema)
    .query(({ ctx }) => myCompanyCredit(ctx.db, ctx.user.id)),

  changeMember: customerProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/my-company/members/{userId}',
        errorResponses: { ...adminsOnly, 409: 'The last company admin cannot be demoted' },
        tags,
        summary: "Change a member's company role and locations (company admins); answers your company",
        description: '`locationIds` left out keeps a buyer\'s locations; empty means every location.',
      },
    })
    .input(memberUpdateSchema.extend({ userId: idSchema }))
    .output(myCompanySchema)
    .mutation(({ ctx, input: { userId, ...change } }) => changeMyCompanyMember(ctx.db, ctx.user, userId, change)),

  removeMember: customerProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/my-company/members/{userId}',
        errorResponses: { ...adminsOnly, 409: 'The last company admin cannot leave' },
        tags,
        summary: 'Take a member out of your company (company admins), or leave it (your own id); their past orders stay with the company',
      },
    })
    .input(z.object({ userId: idSchema }))
    .output(z.object({ userId: idSchema }))
    .mutation(async ({ ctx, input }) => {
      await removeMyCompanyMember(ctx.db, ctx.user, input.userId);
      return { userId: input.userId };
    }),

  addLocation: customerProcedure
    .meta({ openapi: { method: 'POST', path: '/my-company/locations', errorResponses: adminsOnly, tags, summary: 'Add a delivery location to your company (company admins)' } })
    .input(locationInputSchema)
    .output(companyLocationSchema)
    .mutation(({ ctx, input }) => addMyCompanyLocation(ctx.db, ctx.user, locationFields(input))),

  editLocation: customerProcedure
    .meta({ openapi: { method: 'PUT', path: '/my-company/locations/{locationId}', errorResponses: adminsOnly, tags, summary: "Change one of your company's locations (company admins)" } })
    .input(locationInputSchema.extend({ locationId: idSchema }))
    .output(companyLocationSchema)
    .mutation(({ ctx, input: { locationId, ...location } }) => editMyCompanyLocation(ctx.db, ctx.user, locationId, locationFields(location))),
});

import { z } from 'zod';
import {
  invitationAcceptSchema,
  invitationInputSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
  joinedCompanySchema,
  myInvitationsSchema,
  sentInvitationSchema,
} from '../../../../shared/schemas/company';
import { idSchema } from '../../../../shared/schemas/ids';
import { adminProcedure, customerProcedure, publicProcedure, router } from '../../../trpc/trpc';
import { acceptInvitation, myInvitations, ownCompanyToInvite, previewInvitation, sendInvitation } from './invitations-service';

const tags = ['companies'];
const inviteErrors = {
  400: 'A location is not the company’s (`locationIds`)',
  409: 'The address’s account is already in a company',
  429: 'The company sent too many invitations today',
};

/** Invitations to join a company: sending (a shop admin, or a company admin for their own), the invitee's list, the link's page and accepting. */
export const companyInvitationsRouter = router({
  sendForCompany: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/companies/{id}/invitations',
        errorResponses: { ...inviteErrors, 404: 'No such company' },
        tags,
        summary: 'Invite an e-mail address to the company with a role and the locations it buys for (none: all); the link is mailed and works once, for 7 days',
      },
    })
    .input(invitationInputSchema.extend({ id: idSchema }))
    .output(sentInvitationSchema)
    .mutation(({ ctx, input: { id, ...invitation } }) => sendInvitation(ctx, ctx.user, id, invitation)),

  sendForMyCompany: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/my-company/invitations',
        errorResponses: { ...inviteErrors, 403: 'Only a company admin can invite', 404: 'Your account is not in a company' },
        tags,
        summary: 'A company admin invites an e-mail address to their own company, as POST /companies/{id}/invitations',
      },
    })
    .input(invitationInputSchema)
    .output(sentInvitationSchema)
    .mutation(async ({ ctx, input }) => sendInvitation(ctx, ctx.user, await ownCompanyToInvite(ctx.db, ctx.user), input)),

  mine: customerProcedure
    .meta({ openapi: { method: 'GET', path: '/company-invitations', tags, summary: 'The live invitations to your e-mail address, and whether it is verified (accepting by id needs it)' } })
    .input(z.void())
    .output(myInvitationsSchema)
    .query(({ ctx }) => myInvitations(ctx.db, ctx.user)),

  preview: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/company-invitations/by-token',
        errorResponses: { 404: 'The link is invalid, expired or already used' },
        tags,
        summary: 'What an invitation link is for: the company’s name, the role and the invited address',
      },
    })
    .input(z.object({ token: invitationTokenSchema }))
    .output(invitationPreviewSchema)
    .query(({ ctx, input }) => previewInvitation(ctx.db, input.token)),

  accept: customerProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/company-invitations/accept',
        errorResponses: {
          400: 'The invitation is invalid, expired or already used',
          403: 'The invitation is for another address, or accepting by id without a verified e-mail',
          409: 'Your account is already in a company',
        },
        tags,
        summary: 'Join the company: by the mailed link’s token (which proves your address) or by invitationId (your e-mail must be verified)',
      },
    })
    .input(invitationAcceptSchema)
    .output(joinedCompanySchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.db, ctx.user, input)),
});

import { z } from 'zod';
import { forgotPasswordSchema, RESET_REQUESTED, resetPasswordSchema, verifyEmailSchema } from '../../../../shared/schemas/account-links';
import { customerProcedure, publicProcedure } from '../../../trpc/trpc';
import { resendVerificationLink, verifyEmail } from './email-links/email-verification-service';
import { requestPasswordReset, resetPassword } from './email-links/password-reset-service';

const success = z.object({ success: z.literal(true) });
const done = { success: true as const };

/** Password reset and e-mail verification: the auth router's procedures that work by e-mailed link. */
export const accountLinkProcedures = {
  forgotPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/forgot-password',
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        description: 'Answers the same whether or not an account uses the e-mail. Rate-limited per e-mail and IP (429).',
      },
    })
    .input(forgotPasswordSchema)
    .output(success.extend({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, input.email);
      return { ...done, message: RESET_REQUESTED };
    }),

  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/reset-password',
        errorResponses: { 409: 'A demo account\'s password stays as published (demo mode)' },
        tags: ['auth'],
        summary: "Set a new password with a reset link's token",
        description:
          'The token works once, for 30 minutes. Every session of the account ends; sign in with the new password. ' +
          "In demo mode the demo accounts' passwords cannot be changed (409).",
      },
    })
    .input(resetPasswordSchema)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx, input.token, input.password);
      return done;
    }),

  verifyEmail: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/verify-email', tags: ['auth'], summary: "Prove the account's e-mail with a verification link's token" } })
    .input(verifyEmailSchema)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await verifyEmail(ctx.db, input.token);
      return done;
    }),

  resendVerification: customerProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/resend-verification', errorResponses: { 409: 'The e-mail is already verified' }, tags: ['auth'], summary: 'E-mail the signed-in user a new verification link' } })
    .input(z.void())
    .output(success)
    .mutation(async ({ ctx }) => {
      await resendVerificationLink(ctx, ctx.user);
      return done;
    }),
};

import { AppError } from '../../../errors/app-error';
import { z } from 'zod';
import { signInSchema, signUpSchema } from '../../../../shared/schemas/credentials';
import { sessionUserSchema } from '../../../../shared/schemas/session-user';
import { publicProcedure, router } from '../../../trpc/trpc';
import { registerUser, signInWithPassword, startCookieSession } from './account-service';
import { accountLinkProcedures } from './account-links-router';
import { enabledOAuthProviders } from './oauth/oauth-providers';
import { clearSessionCookie } from './sessions/session-cookie';
import { createSession, invalidateSession } from './sessions/sessions';
import { tokenRequestSchema } from './sessions/token-request';

const signedInOutput = z.object({ user: sessionUserSchema });

export const authRouter = router({
  me: publicProcedure
    .meta({ callerOptional: true, openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'The signed-in user, or null' } })
    .input(z.void())
    .output(z.object({ user: sessionUserSchema.nullable() }))
    .query(({ ctx }) => ({ user: ctx.user })),

  signUp: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/sign-up', errorResponses: { 409: 'An account with this e-mail already exists' }, tags: ['auth'], summary: 'Create a customer account and sign in (sets the session cookie)' } })
    .input(signUpSchema)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx, input);
      await startCookieSession(ctx, user);
      return { user };
    }),

  signIn: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/sign-in', tags: ['auth'], summary: 'Sign in with e-mail and password (sets the session cookie)' } })
    .input(signInSchema)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await signInWithPassword(ctx, input.email, input.password);
      await startCookieSession(ctx, user);
      return { user };
    }),

  signOut: publicProcedure
    .meta({ callerOptional: true, openapi: { method: 'POST', path: '/auth/sign-out', tags: ['auth'], summary: 'End the current session (cookie or bearer token)' } })
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
      if (ctx.res) clearSessionCookie(ctx.res, ctx.config);
      return { success: true as const };
    }),

  token: publicProcedure
    .meta({
      callerOptional: true,
      openapi: {
        method: 'POST',
        path: '/token',
        tags: ['auth'],
        summary: 'A bearer access token',
        description:
          'Send `{email, password}`, or `{user: {email}}` with a live session (cookie or bearer) whose e-mail it names. ' +
          'The answer is a new session token for `Authorization: Bearer <accessToken>`.',
      },
    })
    .input(tokenRequestSchema)
    .output(z.object({ accessToken: z.string() }))
    .mutation(async ({ ctx, input }) => {
      let user = ctx.user;
      if (input.email !== undefined) {
        user = await signInWithPassword(ctx, input.email, input.password ?? '');
      } else {
        if (!user) throw new AppError('unauthorized', 'Please sign in');
        if (user.email !== input.user?.email) throw new AppError('forbidden', 'That email is not the signed-in account');
      }
      const { token } = await createSession(ctx.db, user.id);
      return { accessToken: token };
    }),

  providers: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/providers', tags: ['auth'], summary: 'Social sign-in providers enabled on this server' } })
    .input(z.void())
    .output(z.object({ providers: z.array(z.object({ id: z.enum(['google', 'github']), name: z.string(), url: z.string() })) }))
    .query(({ ctx }) => ({
      providers: enabledOAuthProviders(ctx.config).map(({ id, name }) => ({ id, name, url: `/auth/${id}` })),
    })),

  ...accountLinkProcedures,
});

import { z } from 'zod';
import {
  newsletterSignupSchema,
  newsletterTokenSchema,
  SIGNUP_ANSWER,
  subscriberFilterSchema,
  subscriberPageSchema,
  SUBSCRIPTION_CONFIRMED,
  UNSUBSCRIBED,
} from '../../../../shared/schemas/newsletter';
import { adminProcedure, publicProcedure, router } from '../../../trpc/trpc';
import { confirmSubscription, subscribe, unsubscribe } from './newsletter-service';
import { subscribersPage } from './subscribers-service';

const answer = z.object({ success: z.literal(true), message: z.string() });
const answered = (message: string) => ({ success: true as const, message });

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter',
        tags: ['newsletter'],
        summary: 'Sign an address up for the newsletter: it gets a confirmation link (double opt-in)',
        description: 'Answers the same whether or not the address is already on the list. Rate-limited per client IP (429).',
      },
    })
    .input(newsletterSignupSchema)
    .output(answer)
    .mutation(async ({ ctx, input }) => {
      await subscribe(ctx, input.email);
      return answered(SIGNUP_ANSWER);
    }),

  confirm: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/confirm',
        errorResponses: { 409: 'The link was used already' },
        tags: ['newsletter'],
        summary: "Confirm a subscription with its confirmation link's token",
        description: 'The link works once, for 48 hours: 409 once used, 400 when expired or unknown.',
      },
    })
    .input(newsletterTokenSchema)
    .output(answer)
    .mutation(async ({ ctx, input }) => {
      await confirmSubscription(ctx, input.token);
      return answered(SUBSCRIPTION_CONFIRMED);
    }),

  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/unsubscribe',
        tags: ['newsletter'],
        summary: "Leave the newsletter with an unsubscribe link's token (no sign-in needed)",
        description: 'Using the link again answers the same.',
      },
    })
    .input(newsletterTokenSchema)
    .output(answer)
    .mutation(async ({ ctx, input }) => {
      await unsubscribe(ctx, input.token);
      return answered(UNSUBSCRIBED);
    }),

  subscribers: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/subscribers',
        tags: ['newsletter'],
        summary: 'Newsletter subscriptions, newest first, a page at a time (admins)',
        description: 'Filter by `status`. Pass `next` as `cursor` for older ones. `GET /api/admin/subscribers.csv` downloads the confirmed addresses.',
      },
    })
    .input(subscriberFilterSchema)
    .output(subscriberPageSchema)
    .query(({ ctx, input }) => subscribersPage(ctx.db, input)),
});

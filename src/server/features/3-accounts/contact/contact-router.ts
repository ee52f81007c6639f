import { contactMessageSchema, contactMessagesPageInputSchema, contactMessagesPageSchema } from '../../../../shared/schemas/contact-message';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../../trpc/trpc';
import { contactMessagesPage, sendContactMessage } from './contact-service';

export const contactRouter = router({
  send: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/contact',
        tags: ['contact'],
        summary: "Send a message to the shop: stored, and mailed to the shop's inbox with Reply-To the sender (rate-limited per client IP)",
      },
    })
    .input(contactMessageSchema)
    .output(z.object({ insertedId: z.string() }))
    .mutation(({ ctx, input }) => sendContactMessage(ctx, input)),

  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/messages',
        tags: ['contact'],
        summary: 'Contact messages, newest first, a page at a time (admins)',
        description: 'Pass `next` as `cursor` for older messages.',
      },
    })
    .input(contactMessagesPageInputSchema)
    .output(contactMessagesPageSchema)
    .query(({ ctx, input }) => contactMessagesPage(ctx, input)),
});

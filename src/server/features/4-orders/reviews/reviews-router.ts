import { z } from 'zod';
import {
  addReviewResultSchema,
  adminReviewsPageInputSchema,
  adminReviewsPageSchema,
  myReviewSchema,
  reviewInformationSchema,
  reviewSchema,
  reviewVisibilityInputSchema,
} from '../../../../shared/schemas/review';
import { keysetPage } from '../../../db/keyset-page';
import { ownEmailProcedure } from '../../../trpc/path-email';
import { adminProcedure, customerProcedure, publicProcedure, router } from '../../../trpc/trpc';
import { toAdminReviewDto, toReviewDto } from './review-dto';
import { listAllReviews, listReviews } from './reviews-repository';
import { addReview, myReview, setReviewVisibility } from './reviews-service';

const modifiedCount = z.object({ modifiedCount: z.number().int() });
const adminTags = ['admin reviews'];

export const reviewsRouter = router({
  list: publicProcedure
    .meta({ cache: 'public', openapi: { method: 'GET', path: '/reviews', tags: ['reviews'], summary: 'Every review, newest first (hidden ones left out)' } })
    .input(z.void())
    .output(z.array(reviewSchema))
    .query(async ({ ctx }) => (await listReviews(ctx.db)).map(toReviewDto)),

  add: ownEmailProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/add-review/{email}',
        errorResponses: { 409: 'Only customers who have paid for an order can leave a review' },
        tags: ['reviews'],
        summary: 'Post a star rating and review under your own e-mail; posting again edits your one review',
        description: 'Only a customer who has paid for an order may post (409 otherwise). `insertedId` is the review\'s id also when this post edited it; `updated` says so.',
      },
    })
    .input(z.object({ reviewInformation: reviewInformationSchema }))
    .output(addReviewResultSchema)
    .mutation(({ ctx, input }) => addReview(ctx.db, ctx.user, input.reviewInformation)),

  /** The Add Review page's state: may I post, and my review to edit. The caller from the session. */
  mine: customerProcedure
    .input(z.void())
    .output(myReviewSchema)
    .query(({ ctx }) => myReview(ctx.db, ctx.user)),

  adminPage: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/reviews', tags: adminTags, summary: 'Every review, hidden ones included, newest first, a page at a time (admins)' } })
    .input(adminReviewsPageInputSchema)
    .output(adminReviewsPageSchema)
    .query(async ({ ctx, input }) => {
      const rows = await listAllReviews(ctx.db, { before: input.cursor, limit: input.limit + 1 });
      const { page, next } = keysetPage(rows, input.limit, (row) => row.id);
      return { reviews: page.map(toAdminReviewDto), next };
    }),

  hide: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/reviews/{reviewId}/hide', tags: adminTags, summary: "Hide a review from the shop's pages (audited); hiding a hidden one changes nothing" } })
    .input(reviewVisibilityInputSchema)
    .output(modifiedCount)
    .mutation(({ ctx, input }) => setReviewVisibility(ctx.db, ctx.user, input.reviewId, true)),

  show: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/reviews/{reviewId}/show', tags: adminTags, summary: 'Show a hidden review again (audited); showing a shown one changes nothing' } })
    .input(reviewVisibilityInputSchema)
    .output(modifiedCount)
    .mutation(({ ctx, input }) => setReviewVisibility(ctx.db, ctx.user, input.reviewId, false)),
});

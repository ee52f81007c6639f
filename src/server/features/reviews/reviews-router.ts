import { z } from 'zod';
import { idSchema } from '../../../shared/schemas/ids';
import { reviewInformationSchema, reviewSchema } from '../../../shared/schemas/review';
import { ownEmailProcedure } from '../../trpc/path-email';
import { publicProcedure, router } from '../../trpc/trpc';
import { toReviewDto } from './review-dto';
import { listReviews } from './reviews-repository';
import { addReview } from './reviews-service';

export const reviewsRouter = router({
  list: publicProcedure
    .meta({ cache: 'public', openapi: { method: 'GET', path: '/reviews', tags: ['reviews'], summary: 'Every review, newest first' } })
    .input(z.void())
    .output(z.array(reviewSchema))
    .query(async ({ ctx }) => (await listReviews(ctx.db)).map(toReviewDto)),

  add: ownEmailProcedure
    .meta({ openapi: { method: 'POST', path: '/add-review/{email}', tags: ['reviews'], summary: 'Post a star rating and review under your own e-mail' } })
    .input(z.object({ reviewInformation: reviewInformationSchema }))
    .output(z.object({ insertedId: idSchema }))
    .mutation(({ ctx, input }) => addReview(ctx.db, ctx.user, input.reviewInformation)),
});

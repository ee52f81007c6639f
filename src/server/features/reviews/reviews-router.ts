import { z } from 'zod';
import { pathEmailSchema } from '../../../shared/schemas/email';
import { idSchema } from '../../../shared/schemas/ids';
import { reviewInformationSchema, reviewSchema } from '../../../shared/schemas/review';
import { customerProcedure, publicProcedure, router } from '../../trpc/trpc';
import { toReviewDto } from './review-dto';
import { listReviews } from './reviews-repository';
import { addReview } from './reviews-service';

export const reviewsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/reviews', tags: ['reviews'], summary: 'Every review, newest first' } })
    .input(z.void())
    .output(z.array(reviewSchema))
    .query(async ({ ctx }) => (await listReviews(ctx.db)).map(toReviewDto)),

  add: customerProcedure
    .meta({ openapi: { method: 'POST', path: '/add-review/{email}', tags: ['reviews'], summary: 'Post a star rating and review under your own e-mail' } })
    .input(z.object({ email: pathEmailSchema, reviewInformation: reviewInformationSchema }))
    .output(z.object({ insertedId: idSchema }))
    .mutation(({ ctx, input }) => addReview(ctx.db, ctx.user, input.email, input.reviewInformation)),
});

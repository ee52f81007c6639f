import { z } from 'zod';
import { reviewSchema } from '../../../shared/schemas/review';
import { publicProcedure, router } from '../../trpc/trpc';
import { toReviewDto } from './review-dto';
import { listReviews } from './reviews-repository';

export const reviewsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/reviews', tags: ['reviews'], summary: 'Every review, newest first' } })
    .input(z.void())
    .output(z.array(reviewSchema))
    .query(async ({ ctx }) => (await listReviews(ctx.db)).map(toReviewDto)),
});

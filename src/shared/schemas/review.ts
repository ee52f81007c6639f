import { z } from 'zod';
import { idSchema } from './ids';
import { requiredText } from './text';

/** Our bound on a review's length (the spec sets none); the reviews table CHECKs the same. */
export const REVIEW_MAX_LENGTH = 1000;

/** What a customer submits: a star rating and a text (the original shop had no rules; we add sane bounds, docs/product.md#5-validation-rules). */
export const reviewInformationSchema = z.object({
  rating: z.number({ error: 'Choose a rating' }).int('Choose a whole number of stars').min(1, 'Choose a rating from 1 to 5').max(5, 'Choose a rating from 1 to 5'),
  review: requiredText({
    max: REVIEW_MAX_LENGTH,
    tooLong: `Keep the review under ${REVIEW_MAX_LENGTH} characters`,
    missing: 'Please write a review',
    multiLine: true,
  }),
});

/** A review as the public sees it: the reviewer's display name, never their e-mail. */
export const reviewSchema = z.object({
  _id: idSchema,
  name: z.string(),
  reviewInformation: z.object({ rating: z.number().int(), review: z.string() }),
  date: z.iso.datetime({ offset: true }),
});

export type ReviewInformation = z.infer<typeof reviewInformationSchema>;
export type Review = z.infer<typeof reviewSchema>;

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

/** Why a customer cannot post yet (issue 20): the 403's message, and the Add Review page's explanation. */
export const REVIEW_NEEDS_PAID_ORDER = 'Only customers who have paid for an order can leave a review';

/**
 * `POST /add-review/{email}` answers the spec's `insertedId` (the review's id, also when posting
 * again edited the customer's one review) and says which it was.
 */
export const addReviewResultSchema = z.object({
  insertedId: idSchema,
  /** True when the customer already had a review and this post replaced its rating and text. */
  updated: z.boolean(),
});

/** The signed-in customer's own review, as the Add Review page loads it into the form. */
export const ownReviewSchema = z.object({
  _id: idSchema,
  reviewInformation: z.object({ rating: z.number().int(), review: z.string() }),
  date: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  /** An admin hid it: editing keeps it hidden until an admin shows it again. */
  hidden: z.boolean(),
});

/** What the Add Review page needs: may this customer post, and their review if they have one. */
export const myReviewSchema = z.object({
  canReview: z.boolean(),
  review: ownReviewSchema.nullable(),
});

export const REVIEWS_PAGE_SIZE = 50;

/** The admin's review list, a page at a time: `cursor` is the last review id of the previous page. */
export const adminReviewsPageInputSchema = z.object({
  cursor: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(REVIEWS_PAGE_SIZE),
});

/** A review as admins see it: the public fields, the author's e-mail, and whether it is hidden. */
export const adminReviewSchema = reviewSchema.extend({
  email: z.string(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  hidden: z.boolean(),
  hiddenAt: z.iso.datetime({ offset: true }).nullable(),
});

export const adminReviewsPageSchema = z.object({
  reviews: z.array(adminReviewSchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  next: z.string().nullable(),
});

/** Hide or Show: the review, in the path. */
export const reviewVisibilityInputSchema = z.object({ reviewId: idSchema });

export type MyReview = z.infer<typeof myReviewSchema>;
export type AdminReview = z.infer<typeof adminReviewSchema>;

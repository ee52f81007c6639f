import type { AdminReview, Review } from '../../../../shared/schemas/review';
import type { AdminReviewRow, ReviewListRow } from './reviews-repository';

/** A stored review as the public list shows it: the author by name only. */
export function toReviewDto(row: ReviewListRow): Review {
  return {
    _id: row.id,
    name: row.name,
    reviewInformation: { rating: row.rating, review: row.review },
    date: row.createdAt.toISOString(),
  };
}

/** A review as admins see it: also the author's e-mail and whether it is hidden. */
export function toAdminReviewDto(row: AdminReviewRow): AdminReview {
  return {
    ...toReviewDto(row),
    email: row.email,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

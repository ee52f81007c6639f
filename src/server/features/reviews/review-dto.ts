import type { Review } from '../../../shared/schemas/review';
import type { ReviewListRow } from './reviews-repository';

/** A stored review as the public list shows it: the author by name only. */
export function toReviewDto(row: ReviewListRow): Review {
  return {
    _id: row.id,
    name: row.name,
    reviewInformation: { rating: row.rating, review: row.review },
    date: row.createdAt.toISOString(),
  };
}

import type { Review } from '../../../shared/schemas/review';
import type { ReviewListRow } from './reviews-repository';

export function toReviewDto(row: ReviewListRow): Review {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    reviewInformation: { rating: row.rating, review: row.review },
    date: row.createdAt.toISOString(),
  };
}

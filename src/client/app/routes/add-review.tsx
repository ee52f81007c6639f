import { AddReviewPage } from '../../features/reviews/add-review-page';

/** dashboard/add-review: the customer's review. */
export function AddReviewRoute() {
  return <AddReviewPage />;
}

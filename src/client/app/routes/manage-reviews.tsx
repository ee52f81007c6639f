import { ManageReviewsPage } from '../../features/admin-reviews/manage-reviews-page';

/** dashboard/manage-reviews (admin). */
export function ManageReviewsRoute() {
  return <ManageReviewsPage />;
}

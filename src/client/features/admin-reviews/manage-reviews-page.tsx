import { REVIEWS_PAGE_SIZE, type AdminReview } from '../../../shared/schemas/review';
import table from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { ShowMore } from '../../components/show-more';
import { trpc } from '../../lib/trpc';
import { ReviewVisibilityAction } from './review-visibility-action';
import styles from './manage-reviews-page.module.css';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString();

/** dashboard/manage-reviews: every review, hidden ones included, with Hide or Show. */
export function ManageReviewsPage() {
  const reviews = trpc.reviews.adminPage.useInfiniteQuery({ limit: REVIEWS_PAGE_SIZE }, { getNextPageParam: (page) => page.next ?? undefined });
  const rows = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section aria-labelledby="manage-reviews-title">
      <h1 id="manage-reviews-title">Manage Reviews</h1>
      <p className={styles.intro}>A hidden review leaves the home page, the public list and the reviews counter. Its author can still see and edit it.</p>
      {reviews.isPending ? (
        <Loader label="Loading reviews" />
      ) : reviews.isError ? (
        <ErrorNotice title="We couldn't load the reviews." error={reviews.error} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState>No reviews yet.</EmptyState>
      ) : (
        <>
          <ReviewsTable reviews={rows} />
          <ShowMore query={reviews} label="Show more reviews" />
        </>
      )}
    </section>
  );
}

function ReviewsTable({ reviews }: { reviews: AdminReview[] }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">Reviewer</th>
          <th scope="col">Rating</th>
          <th scope="col">Review</th>
          <th scope="col">Posted</th>
          <th scope="col">Status</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((review) => (
          <tr key={review._id}>
            <th scope="row" data-label="Reviewer">
              {review.name}
              <span className={styles.email}>{review.email}</span>
            </th>
            <td data-label="Rating">{review.reviewInformation.rating} / 5</td>
            <td data-label="Review" className={styles.text}>
              {review.reviewInformation.review}
            </td>
            <td data-label="Posted">{dateOf(review.date)}</td>
            <td data-label="Status">{review.hidden ? 'Hidden' : 'Shown'}</td>
            <td data-label="Action">
              <ReviewVisibilityAction review={review} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

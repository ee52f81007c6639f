import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { PageSection } from '../../components/page-section';
import { Skeleton } from '../../components/skeleton';
import { useTRPC } from '../../lib/trpc';
import { ReviewCard } from './review-card';
import cards from '../../components/card-grid.module.css';
import styles from './review-grid.module.css';

/** Reviews shown before "Show all": two full rows of three. */
const FIRST_ROWS = 6;

/** "Our Customer's Review": newest reviews in a three-column grid (one column on small screens). */
export function ReviewGrid() {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.reviews.list.queryOptions());
  const [showAll, setShowAll] = useState(false);
  return (
    <PageSection id="reviews" eyebrow="In their words" title="Our Customer's Review">
      {reviews.isPending ? (
        <Skeleton label="Loading reviews" count={FIRST_ROWS} className={`${cards.grid} ${cards.three}`} itemClassName={styles.skeleton} />
      ) : reviews.isError ? (
        <ErrorNotice title="We couldn't load the reviews." error={reviews.error} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
      ) : reviews.data.length === 0 ? (
        <EmptyState>No reviews yet.</EmptyState>
      ) : (
        <>
          <ul className={`${cards.grid} ${cards.three}`}>
            {(showAll ? reviews.data : reviews.data.slice(0, FIRST_ROWS)).map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          {reviews.data.length > FIRST_ROWS && (
            <p className={styles.more}>
              <button type="button" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
                {showAll ? 'Show fewer reviews' : `Show all ${reviews.data.length} reviews`}
              </button>
            </p>
          )}
        </>
      )}
    </PageSection>
  );
}

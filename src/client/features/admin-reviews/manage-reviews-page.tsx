import { useQuery } from '@tanstack/react-query';
import type { AdminReview } from '../../../shared/schemas/review';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { useTRPC } from '../../lib/trpc';
import { ReviewVisibilityAction } from './review-visibility-action';
import styles from './manage-reviews-page.module.css';

// undefined locale: the reader's own.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const COLUMNS: DataTableColumn<AdminReview>[] = [
  {
    id: 'reviewer',
    header: 'Reviewer',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <>
        {row.original.name}
        <span className={styles.email}>{row.original.email}</span>
      </>
    ),
  },
  { id: 'rating', header: 'Rating', meta: { align: 'end', nowrap: true }, cell: ({ row }) => `${row.original.reviewInformation.rating} / 5` },
  { id: 'review', header: 'Review', cell: ({ row }) => <span className={styles.text}>{row.original.reviewInformation.review}</span> },
  { id: 'posted', header: 'Posted', meta: { nowrap: true }, cell: ({ row }) => <time dateTime={row.original.date}>{dateFormat.format(new Date(row.original.date))}</time> },
  { id: 'status', header: 'Status', cell: ({ row }) => (row.original.hidden ? 'Hidden' : 'Shown') },
  { id: 'action', header: 'Action', cell: ({ row }) => <ReviewVisibilityAction review={row.original} /> },
];

/** dashboard/manage-reviews: every review, hidden ones included, with Hide or Show, a page at a time. */
export function ManageReviewsPage() {
  const trpc = useTRPC();
  const pages = useKeysetPages('reviews');
  const reviews = useQuery(trpc.reviews.adminPage.queryOptions({ cursor: pages.cursor, limit: pages.limit }));

  return (
    <section aria-labelledby="manage-reviews-title">
      <h1 id="manage-reviews-title">Manage Reviews</h1>
      <p className={styles.intro}>A hidden review leaves the home page, the public list and the reviews counter. Its author can still see and edit it.</p>
      {reviews.isError ? (
        <ErrorNotice title="We couldn't load the reviews." error={reviews.error} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
      ) : (
        <>
          <DataTable
            label="Reviews"
            columns={COLUMNS}
            rows={reviews.data?.reviews ?? []}
            getRowId={(review) => review._id}
            rowName={(review) => `${review.name}'s review`}
            loading={reviews.isPending}
            empty="No reviews yet."
          />
          <KeysetPager pages={pages} nextCursor={reviews.data?.next} label="Reviews" />
        </>
      )}
    </section>
  );
}

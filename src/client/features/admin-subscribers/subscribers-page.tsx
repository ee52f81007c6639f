import { SUBSCRIBERS_PAGE_SIZE, subscriptionStatusSchema, type Subscriber, type SubscriptionStatus } from '../../../shared/schemas/newsletter';
import table from '../../components/data-table.module.css';
import dialog from '../../components/dialog.module.css';
import toolbar from '../../components/list-toolbar.module.css';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { ShowMore } from '../../components/show-more';
import { trpc } from '../../lib/trpc';
import styles from './subscribers-page.module.css';
import { PageHeading } from '../../components/page-heading';

const STATUS_LABELS: Record<SubscriptionStatus, string> = { pending: 'Awaiting confirmation', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };

// undefined locale: the visitor's own.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? <time dateTime={iso}>{timeFormat.format(new Date(iso))}</time> : '—');

/**
 * dashboard/subscribers: the newsletter's addresses, newest first, by status (kept in the URL by
 * the route), with the CSV of the confirmed ones: the only addresses a newsletter may go to.
 */
export function SubscribersPage({ status, onStatusChange }: { status?: string; onStatusChange: (status: SubscriptionStatus | undefined) => void }) {
  const chosen = subscriptionStatusSchema.safeParse(status);
  const filter = chosen.success ? chosen.data : undefined;
  const subscribers = trpc.newsletter.subscribers.useInfiniteQuery(
    { status: filter, limit: SUBSCRIBERS_PAGE_SIZE },
    { getNextPageParam: (page) => page.next ?? undefined },
  );
  const rows = subscribers.data?.pages.flatMap((page) => page.subscribers) ?? [];

  return (
    <section aria-labelledby="subscribers-title">
      <PageHeading id="subscribers-title" title="Subscribers">
        <a href="/api/admin/subscribers.csv" download className={dialog.secondary}>
          Export confirmed (CSV)
        </a>
      </PageHeading>
      <div className={toolbar.toolbar} role="search" aria-label="Filter the subscribers">
        <label>
          Status
          <select value={filter ?? ''} onChange={(event) => onStatusChange(subscriptionStatusSchema.safeParse(event.target.value).data)}>
            <option value="">Any status</option>
            {subscriptionStatusSchema.options.map((option) => (
              <option key={option} value={option}>
                {STATUS_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {subscribers.isPending ? (
        <Loader label="Loading the subscribers" />
      ) : subscribers.isError ? (
        <ErrorNotice title="We couldn't load the subscribers." error={subscribers.error} onRetry={() => void subscribers.refetch()} retrying={subscribers.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState>{filter ? 'No subscribers with this status.' : 'Nobody has signed up for the newsletter yet.'}</EmptyState>
      ) : (
        <>
          <SubscribersTable subscribers={rows} />
          <ShowMore query={subscribers} label="Show older sign-ups" />
        </>
      )}
    </section>
  );
}

function SubscribersTable({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">E-mail</th>
          <th scope="col">Status</th>
          <th scope="col">Signed up</th>
          <th scope="col">Confirmed</th>
          <th scope="col">Unsubscribed</th>
        </tr>
      </thead>
      <tbody>
        {subscribers.map((subscriber) => (
          <tr key={subscriber.id}>
            <th scope="row" data-label="E-mail" className={styles.email}>
              {subscriber.email}
            </th>
            <td data-label="Status">{STATUS_LABELS[subscriber.status]}</td>
            <td data-label="Signed up">{when(subscriber.subscribedAt)}</td>
            <td data-label="Confirmed">{when(subscriber.confirmedAt)}</td>
            <td data-label="Unsubscribed">{when(subscriber.unsubscribedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

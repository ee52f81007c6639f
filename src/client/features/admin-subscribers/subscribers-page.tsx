import { useQuery } from '@tanstack/react-query';
import { subscriptionStatusSchema, type Subscriber, type SubscriptionStatus } from '../../../shared/schemas/newsletter';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import dialog from '../../components/dialog.module.css';
import { ErrorNotice } from '../../components/error-notice';
import { FilterBar } from '../../components/filter-bar';
import { FormField } from '../../components/form-field';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { PageHeading } from '../../components/page-heading';
import { useTRPC } from '../../lib/trpc';

const STATUS_LABELS: Record<SubscriptionStatus, string> = { pending: 'Awaiting confirmation', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };

// undefined locale: the visitor's own.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? <time dateTime={iso}>{timeFormat.format(new Date(iso))}</time> : '—');

const COLUMNS: DataTableColumn<Subscriber>[] = [
  { id: 'email', accessorFn: (subscriber) => subscriber.email, header: 'E-mail', meta: { rowHeader: true, truncate: true } },
  { id: 'status', header: 'Status', cell: ({ row }) => STATUS_LABELS[row.original.status] },
  { id: 'subscribed', header: 'Signed up', meta: { nowrap: true }, cell: ({ row }) => when(row.original.subscribedAt) },
  { id: 'confirmed', header: 'Confirmed', meta: { nowrap: true }, cell: ({ row }) => when(row.original.confirmedAt) },
  { id: 'unsubscribed', header: 'Unsubscribed', meta: { nowrap: true }, cell: ({ row }) => when(row.original.unsubscribedAt) },
];

/**
 * dashboard/subscribers: the newsletter's addresses, newest first, by status (kept in the URL by
 * the route), with the CSV of the confirmed ones: the only addresses a newsletter may go to.
 */
export function SubscribersPage({ status, onStatusChange }: { status?: string; onStatusChange: (status: SubscriptionStatus | undefined) => void }) {
  const trpc = useTRPC();
  const chosen = subscriptionStatusSchema.safeParse(status);
  const filter = chosen.success ? chosen.data : undefined;
  const pages = useKeysetPages(filter ?? '');
  const subscribers = useQuery(trpc.newsletter.subscribers.queryOptions({ status: filter, cursor: pages.cursor, limit: pages.limit }));
  const choose = (value: string | undefined) => onStatusChange(subscriptionStatusSchema.safeParse(value).data);

  return (
    <section aria-labelledby="subscribers-title">
      <PageHeading id="subscribers-title" title="Subscribers">
        <a href="/api/admin/subscribers.csv" download className={dialog.secondary}>
          Export confirmed (CSV)
        </a>
      </PageHeading>
      <FilterBar key={filter ?? ''} label="Filter the subscribers" onApply={(values) => choose(values.status)} onClear={() => onStatusChange(undefined)}>
        <FormField label="Status">
          {(control) => (
            <select {...control} name="status" defaultValue={filter ?? ''} onChange={(event) => choose(event.target.value)}>
              <option value="">Any status</option>
              {subscriptionStatusSchema.options.map((option) => (
                <option key={option} value={option}>
                  {STATUS_LABELS[option]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </FilterBar>
      {subscribers.isError ? (
        <ErrorNotice title="We couldn't load the subscribers." error={subscribers.error} onRetry={() => void subscribers.refetch()} retrying={subscribers.isFetching} />
      ) : (
        <>
          <DataTable
            label="Subscribers"
            columns={COLUMNS}
            rows={subscribers.data?.subscribers ?? []}
            getRowId={(subscriber) => subscriber.id}
            rowName={(subscriber) => subscriber.email}
            loading={subscribers.isPending}
            empty={filter ? 'No subscribers with this status.' : 'Nobody has signed up for the newsletter yet.'}
          />
          <KeysetPager pages={pages} nextCursor={subscribers.data?.next} label="Subscribers" />
        </>
      )}
    </section>
  );
}

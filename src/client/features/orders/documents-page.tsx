import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { MyDocument } from '../../../shared/schemas/invoice';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { useTRPC } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import { DocumentLink } from '../../components/invoice-link';
import { formatOrderTime } from './order-date';

const columns: DataTableColumn<MyDocument>[] = [
  { id: 'number', header: 'Document', meta: { rowHeader: true, nowrap: true }, cell: ({ row }) => `${row.original.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${row.original.number}` },
  {
    id: 'order',
    header: 'Order',
    meta: { nowrap: true },
    cell: ({ row }) => (
      <Link to="/dashboard/orders/$orderId" params={{ orderId: row.original.orderId }}>
        {row.original.orderNumber}
      </Link>
    ),
  },
  { id: 'issued', header: 'Issued', cell: ({ row }) => <time dateTime={row.original.issuedAt}>{formatOrderTime(row.original.issuedAt, { dayOnly: true })}</time> },
  {
    id: 'amount',
    header: 'Amount',
    meta: { align: 'end', nowrap: true },
    // A credit note gives money back: it reads as a minus, as on the statement it matches.
    cell: ({ row }) => (row.original.kind === 'credit_note' ? `−${formatDollars(row.original.total)}` : formatDollars(row.original.total)),
  },
  { id: 'download', header: 'PDF', cell: ({ row }) => <DocumentLink document={row.original} /> },
];

/**
 * dashboard/documents: every invoice and credit note of the signed-in customer's orders, newest
 * first, a page at a time, each with its amount, its order (linked to the order's page) and its
 * download.
 */
export function DocumentsPage() {
  const trpc = useTRPC();
  const { user } = useSession();
  const pages = useKeysetPages(user?.id ?? '');
  const documents = useQuery(trpc.invoices.mine.queryOptions({ cursor: pages.cursor, limit: pages.limit }, { enabled: Boolean(user), placeholderData: keepPreviousData }));

  return (
    <section aria-labelledby="documents-title">
      <h1 id="documents-title">Documents</h1>
      <p>Your invoices and credit notes, newest first. An invoice is issued when an order is paid, a credit note for each refund.</p>
      {documents.isError && !documents.data ? (
        <ErrorNotice title="We couldn't load your documents." error={documents.error} onRetry={() => void documents.refetch()} retrying={documents.isFetching} />
      ) : (
        <>
          <DataTable
            label="Invoices and credit notes"
            columns={columns}
            rows={documents.data?.documents ?? []}
            getRowId={(document) => document.number}
            rowName={(document) => document.number}
            loading={!user || documents.isPending}
            loadingLabel="Loading your documents"
            empty={
              <>
                <p>No invoices yet: you will find one here for each order you pay.</p>
                <Link to="/dashboard/my-orders">See your orders</Link>
              </>
            }
          />
          {pages.page > 1 || documents.data?.documents.length ? (
            <KeysetPager pages={pages} nextCursor={documents.isPlaceholderData ? undefined : documents.data?.nextCursor} label="Documents" />
          ) : null}
        </>
      )}
    </section>
  );
}

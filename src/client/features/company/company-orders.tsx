import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { formatDollars } from '../../../shared/money';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { StatusBadge } from '../../components/status-badge';
import { useCompanyOrders } from './api/my-company';
import styles from './company-page.module.css';

type CompanyOrder = NonNullable<ReturnType<typeof useCompanyOrders>['data']>['items'][number];

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const columns: DataTableColumn<CompanyOrder>[] = [
  {
    id: 'number',
    header: 'Order',
    meta: { rowHeader: true, nowrap: true },
    cell: ({ row }) => (
      <Link to="/dashboard/orders/$orderId" params={{ orderId: row.original._id }}>
        {row.original.number}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Placed',
    meta: { nowrap: true },
    cell: ({ row }) => <time dateTime={row.original.date}>{dateFormat.format(new Date(row.original.date))}</time>,
  },
  { id: 'buyer', header: 'Buyer', accessorFn: (order) => order.user, meta: { truncate: true } },
  { id: 'location', header: 'Location', cell: ({ row }) => row.original.location?.name ?? '' },
  { id: 'total', header: 'Total', meta: { align: 'end' }, cell: ({ row }) => formatDollars(row.original.totalPrice) },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
];

/** The cart feature's "Buy again" for an order (issue 41), handed in by the route (features do not import each other). */
export type CompanyBuyAgainSlot = (order: { id: string; number: string }) => ReactNode;

/** The columns, with Buy again last when the route hands it in: its header for screen readers only (the button names itself). */
function columnsWith(buyAgain: CompanyBuyAgainSlot | undefined): DataTableColumn<CompanyOrder>[] {
  if (!buyAgain) return columns;
  return [
    ...columns,
    { id: 'buy-again', header: () => <span className="visually-hidden">Buy again</span>, cell: ({ row }) => buyAgain({ id: row.original._id, number: row.original.number }) },
  ];
}

/**
 * The company's orders for a company admin (`all`), a buyer's own company orders otherwise; newest
 * first, a page at a time; each with Buy again (into the caller's own cart, at their prices).
 */
export function CompanyOrders({ all, buyAgain }: { all: boolean; buyAgain?: CompanyBuyAgainSlot }) {
  const tableColumns = useMemo(() => columnsWith(buyAgain), [buyAgain]);
  const pages = useKeysetPages('company-orders');
  const orders = useCompanyOrders({ cursor: pages.cursor, limit: pages.limit });
  const title = all ? "The company's orders" : 'My company orders';
  return (
    <section className={styles.section} aria-labelledby="company-orders-title">
      <h2 id="company-orders-title">{title}</h2>
      {orders.isError && !orders.data ? (
        <ErrorNotice title="We couldn't load the company's orders." error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : (
        <div className={styles.table}>
          <DataTable
            label={title}
            columns={tableColumns}
            rows={orders.data?.items ?? []}
            getRowId={(order) => order._id}
            rowName={(order) => order.number}
            loading={orders.isPending}
            loadingLabel="Loading the company's orders"
            empty={all ? 'No orders for the company yet.' : 'You have not ordered for the company yet.'}
          />
          {pages.page > 1 || orders.data?.nextCursor ? (
            <KeysetPager pages={pages} nextCursor={orders.isPlaceholderData ? undefined : orders.data?.nextCursor} label={title} />
          ) : null}
        </div>
      )}
    </section>
  );
}

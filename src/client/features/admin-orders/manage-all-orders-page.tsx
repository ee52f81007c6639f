import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkShipResult, OrderFilters } from '../../../shared/schemas/admin-orders';
import type { RowSelectionState } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { PageHeading } from '../../components/page-heading';
import dialog from '../../components/dialog.module.css';
import { useTRPC } from '../../lib/trpc';
import { AdminOrdersTable } from './admin-orders-table';
import { csvExportHref } from './csv-export-href';
import { OrderBulkActions } from './order-bulk-actions';
import { OrderFiltersForm } from './order-filters-form';

/**
 * dashboard/manage-all-orders: every order matching `filters`, a page at a time, with the filter
 * form (which reports changes), the CSV link, and the selected rows' bulk actions. The route keeps
 * the filters in the URL's search; the page and its size are the page's own.
 */
export function AllOrders({ filters, onFiltersChange }: { filters: OrderFilters; onFiltersChange: (filters: OrderFilters) => void }) {
  const trpc = useTRPC();
  const pages = useKeysetPages(JSON.stringify(filters));
  const orders = useQuery(trpc.adminOrders.page.queryOptions({ ...filters, cursor: pages.cursor, limit: pages.limit }, { placeholderData: keepPreviousData }));
  const rows = orders.data?.orders ?? [];
  // A selection belongs to the page it was made on: another page, size or filter starts with none.
  const pageKey = `${JSON.stringify(filters)} ${pages.cursor ?? ''} ${pages.limit}`;
  const [selection, setSelection] = useState<{ pageKey: string; rows: RowSelectionState }>({ pageKey, rows: {} });
  const selected = selection.pageKey === pageKey ? selection.rows : {};
  const [result, setResult] = useState<BulkShipResult>();

  return (
    <section aria-labelledby="all-orders-title">
      <PageHeading id="all-orders-title" title="Manage All Orders">
        <a href={csvExportHref(filters)} download className={dialog.secondary}>
          Export CSV
        </a>
      </PageHeading>
      <OrderFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={onFiltersChange} />
      {orders.isError && !orders.data ? (
        <ErrorNotice title="We couldn't load the orders." error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : (
        <>
          <OrderBulkActions
            selected={rows.filter((order) => selected[order._id])}
            result={result}
            onShipped={(answer) => {
              setResult(answer);
              setSelection({ pageKey, rows: {} });
            }}
          />
          <AdminOrdersTable orders={rows} loading={orders.isPending} selection={selected} onSelectionChange={(next) => setSelection({ pageKey, rows: next })} />
          {orders.isError ? <p role="alert">We couldn't load this page of orders: {orders.error.message}</p> : null}
          <KeysetPager pages={pages} nextCursor={orders.isPlaceholderData ? undefined : orders.data?.nextCursor} label="Orders" />
        </>
      )}
    </section>
  );
}

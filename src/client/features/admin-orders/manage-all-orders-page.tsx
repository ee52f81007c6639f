import type { OrderFilters } from '../../../shared/schemas/admin-orders';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import dialog from '../../components/dialog.module.css';
import { trpc } from '../../lib/trpc';
import { AdminOrdersTable } from './admin-orders-table';
import { OrderFiltersForm } from './order-filters-form';
import { csvExportHref } from './csv-export-href';
import { PageHeading } from '../../components/page-heading';

/**
 * dashboard/manage-all-orders: every order matching `filters`, a page at a time, with the filter
 * form (which reports changes) and the CSV link. The route keeps the filters in the URL's search.
 */
export function AllOrders({ filters, onFiltersChange }: { filters: OrderFilters; onFiltersChange: (filters: OrderFilters) => void }) {
  const orders = trpc.adminOrders.page.useInfiniteQuery(filters, { getNextPageParam: (page) => page.nextCursor });
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <section aria-labelledby="all-orders-title">
      <PageHeading id="all-orders-title" title="Manage All Orders">
        <a href={csvExportHref(filters)} download className={dialog.secondary}>
          Export CSV
        </a>
      </PageHeading>
      <OrderFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={onFiltersChange} />
      {orders.isPending ? (
        <Loader label="Loading the orders" />
      ) : orders.isError && !orders.data ? (
        <ErrorNotice title="We couldn't load the orders." error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState>No orders match these filters.</EmptyState>
      ) : (
        <>
          <AdminOrdersTable orders={rows} />
          {orders.hasNextPage ? (
            <button type="button" className={dialog.secondary} onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
              {orders.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          ) : null}
          {orders.isFetchNextPageError ? <p role="alert">We couldn't load more orders: {orders.error?.message}</p> : null}
        </>
      )}
    </section>
  );
}

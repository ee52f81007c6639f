import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { FilterBar } from '../../components/filter-bar';
import { InputField } from '../../components/input-field';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { PageHeading } from '../../components/page-heading';
import { useTRPC } from '../../lib/trpc';
import { customerColumns } from './customer-columns';

/**
 * dashboard/customers: every account with its order figures, newest first, searched by part of a
 * name or e-mail (`q`, kept in the URL by the route), a keyset page at a time.
 */
export function CustomersPage({ q, onSearch }: { q?: string; onSearch: (q: string | undefined) => void }) {
  const trpc = useTRPC();
  const pages = useKeysetPages(q ?? '');
  const list = useQuery(trpc.customers.list.queryOptions({ q, cursor: pages.cursor, limit: pages.limit }, { placeholderData: keepPreviousData }));
  const items = list.data?.items ?? [];

  return (
    <section aria-labelledby="customers-title">
      <PageHeading id="customers-title" title="Customers" />
      <FilterBar label="Search the customers" onApply={(values) => onSearch(values.q)} onClear={() => onSearch(undefined)}>
        {/* Keyed by the URL's search, so Clear (or going back) shows what is applied. */}
        <InputField key={q ?? ''} label="Name or e-mail" name="q" type="search" defaultValue={q ?? ''} maxLength={100} />
      </FilterBar>
      {list.isError ? (
        <ErrorNotice title="We couldn't load the customers." error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          <p role="status" className="visually-hidden">
            {list.isPending ? '' : q ? `${items.length} customers found on this page` : `${items.length} customers on this page`}
          </p>
          <DataTable
            label="Customers"
            columns={customerColumns}
            rows={items}
            getRowId={(customer) => customer.id}
            rowName={(customer) => customer.name}
            loading={list.isPending}
            empty={q ? `No customer's name or e-mail contains "${q}".` : 'No customers yet.'}
          />
          <KeysetPager pages={pages} nextCursor={list.isPlaceholderData ? undefined : list.data?.nextCursor} label="Customers" />
        </>
      )}
    </section>
  );
}

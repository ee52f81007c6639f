import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { FilterBar } from '../../components/filter-bar';
import { InputField } from '../../components/input-field';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { PageHeading } from '../../components/page-heading';
import { useTRPC } from '../../lib/trpc';
import { companyColumns } from './company-columns';
import { CreateCompanyDialog } from './create-company-dialog';
import styles from './companies.module.css';

/**
 * dashboard/companies: every company by name, searched by part of a name or tax id or a member's
 * whole e-mail (`q`, kept in the URL by the route), a keyset page at a time; Create company.
 */
export function CompaniesPage({ q, onSearch }: { q?: string; onSearch: (q: string | undefined) => void }) {
  const trpc = useTRPC();
  const pages = useKeysetPages(q ?? '');
  const list = useQuery(trpc.companies.list.queryOptions({ q, cursor: pages.cursor, limit: pages.limit }, { placeholderData: keepPreviousData }));
  const items = list.data?.items ?? [];

  return (
    <section aria-labelledby="companies-title" className={styles.page}>
      <div className={styles.heading}>
        <PageHeading id="companies-title" title="Companies" />
        <CreateCompanyDialog />
      </div>
      <FilterBar label="Search the companies" onApply={(values) => onSearch(values.q)} onClear={() => onSearch(undefined)}>
        {/* Keyed by the URL's search, so Clear (or going back) shows what is applied. */}
        <InputField key={q ?? ''} label="Name, tax id or member e-mail" name="q" type="search" defaultValue={q ?? ''} maxLength={100} />
      </FilterBar>
      {list.isError ? (
        <ErrorNotice title="We couldn't load the companies." error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <div>
          <p role="status" className="visually-hidden">
            {list.isPending ? '' : q ? `${items.length} companies found on this page` : `${items.length} companies on this page`}
          </p>
          <DataTable
            label="Companies"
            columns={companyColumns}
            rows={items}
            getRowId={(company) => company.id}
            rowName={(company) => company.name}
            loading={list.isPending}
            empty={q ? `No company's name or tax id contains "${q}", and no member has that e-mail.` : 'No companies yet: create the first one.'}
          />
          <KeysetPager pages={pages} nextCursor={list.isPlaceholderData ? undefined : list.data?.nextCursor} label="Companies" />
        </div>
      )}
    </section>
  );
}

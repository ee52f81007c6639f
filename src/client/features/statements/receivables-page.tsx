import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatDollars } from '../../../shared/money';
import { AGEING_BUCKETS, AGEING_LABELS } from '../../../shared/rules/account-terms';
import type { Receivables } from '../../../shared/schemas/account-terms';
import { RECEIVABLES_SORTS, type ReceivablesSort } from '../../../shared/receivables-sorts';
import { DataTable, type DataTableColumn, type SortingState } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeading } from '../../components/page-heading';
import { useReceivables } from './api/statements';
import styles from './statements.module.css';

type Row = Receivables['items'][number] & { totals?: true };

export const RECEIVABLES_SORT_LABELS: Record<ReceivablesSort, string> = { balance: 'Largest balance', name: 'Company name', overdue: 'Oldest overdue' };

const columns: DataTableColumn<Row>[] = [
  {
    id: 'name',
    // Sortable columns need a value; the server sorts.
    accessorFn: (row) => row.name,
    header: 'Company',
    sortDescFirst: false,
    meta: { rowHeader: true },
    cell: ({ row }) =>
      row.original.totals ? (
        <span className={styles.total}>Total</span>
      ) : (
        <Link to="/dashboard/companies/$companyId" params={{ companyId: row.original.companyId }}>
          {row.original.name}
        </Link>
      ),
  },
  {
    id: 'balance',
    accessorFn: (row) => row.balance,
    header: 'Balance',
    sortDescFirst: true,
    meta: { align: 'end' },
    cell: ({ row }) => <span className={row.original.totals ? styles.total : undefined}>{formatDollars(row.original.balance)}</span>,
  },
  ...AGEING_BUCKETS.map(
    (bucket): DataTableColumn<Row> => ({
      id: bucket,
      header: AGEING_LABELS[bucket],
      enableSorting: false,
      meta: { align: 'end' },
      cell: ({ row }) => <span className={row.original.totals ? styles.total : undefined}>{formatDollars(row.original.ageing[bucket])}</span>,
    }),
  ),
];

/** The header sort a server sort shows (oldest overdue has no column of its own: the select says it). */
const sortingOf = (sort: ReceivablesSort): SortingState => (sort === 'name' ? [{ id: 'name', desc: false }] : sort === 'balance' ? [{ id: 'balance', desc: true }] : []);

/**
 * /dashboard/receivables (admin): every company on account or with a balance, its balance and
 * ageing buckets, and the totals; sorted by the server (largest balance first, by name, or oldest
 * overdue first), the sort in the URL.
 */
export function ReceivablesPage({ sort, onSort }: { sort: ReceivablesSort; onSort: (sort: ReceivablesSort) => void }) {
  const receivables = useReceivables(sort);
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const rows = useMemo<Row[]>(() => {
    const data = receivables.data;
    if (!data || data.items.length === 0) return [];
    return [...data.items, { companyId: 'totals', name: 'Total', balance: data.totals.balance, ageing: data.totals.ageing, totals: true }];
  }, [receivables.data]);
  return (
    <section className={styles.page} aria-labelledby="receivables-title">
      <PageHeading id="receivables-title" title="Receivables">
        <label className={styles.tools}>
          Sort by
          <select name="sort" value={sort} onChange={(event) => onSort(event.target.value as ReceivablesSort)}>
            {RECEIVABLES_SORTS.map((option) => (
              <option key={option} value={option}>
                {RECEIVABLES_SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </PageHeading>
      {receivables.isError && !receivables.data ? (
        <ErrorNotice title="We couldn't load the receivables." error={receivables.error} onRetry={() => void receivables.refetch()} retrying={receivables.isFetching} />
      ) : (
        <div className={styles.table}>
          <DataTable
            label="Receivables"
            columns={columns}
            rows={rows}
            getRowId={(row) => row.companyId}
            rowName={(row) => row.name}
            sorting={sorting}
            onSortingChange={(next) => onSort(next[0]?.id === 'name' ? 'name' : 'balance')}
            loading={receivables.isPending}
            loadingLabel="Loading the receivables"
            empty="No company buys on account or owes anything."
          />
        </div>
      )}
    </section>
  );
}

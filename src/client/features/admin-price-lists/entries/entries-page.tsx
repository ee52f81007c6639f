import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { formatDollars } from '../../../../shared/money';
import type { PriceListEntryDto } from '../../../../shared/schemas/price-list';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ErrorNotice } from '../../../components/error-notice';
import { InputField } from '../../../components/input-field';
import { KeysetPager } from '../../../components/keyset-pager';
import { useKeysetPages } from '../../../components/keyset-pager-state';
import { PageHeading } from '../../../components/page-heading';
import { RowDeleteDialog } from '../../../components/row-delete-dialog';
import { useTRPC } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRemoveEntry } from '../api/price-list-entries';
import { EntriesCsv } from './entries-csv';
import { EntryDialog } from './entry-dialog';
import { entryWords } from './entry-words';
import styles from './entries.module.css';

function RemoveEntry({ priceListId, entry }: { priceListId: string; entry: PriceListEntryDto }) {
  const remove = useRemoveEntry({ onSuccess: () => toast.success(`Removed the entry for ${entry.sku}`) });
  return (
    <RowDeleteDialog
      remove={remove}
      onConfirm={() => remove.mutate({ id: priceListId, productId: entry.productId })}
      label={`the entry for ${entry.sku}`}
      title={`Remove the entry for ${entry.sku}?`}
      description="The list's catalogue-wide percentage, or else the product's own price, applies to it again."
    />
  );
}

const columnsFor = (priceListId: string): DataTableColumn<PriceListEntryDto>[] => [
  { id: 'sku', accessorFn: (entry) => entry.sku, header: 'SKU', meta: { rowHeader: true } },
  { id: 'name', accessorFn: (entry) => entry.name, header: 'Product', meta: { truncate: true } },
  { id: 'listPrice', accessorFn: (entry) => formatDollars(entry.listPrice), header: 'List price', meta: { align: 'end' } },
  { id: 'entry', accessorFn: (entry) => entryWords(entry), header: 'Contract price' },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className={styles.actions}>
        <EntryDialog priceListId={priceListId} entry={row.original} />
        <RemoveEntry priceListId={priceListId} entry={row.original} />
      </div>
    ),
  },
];

/** How long typing rests before the search asks: one request per pause, not per keystroke. */
const SEARCH_PAUSE_MS = 300;

/** The search as one types it, applied once typing rests (Enter applies at once); follows the URL's `q` on Back. */
function EntrySearch({ q, onSearch }: { q?: string; onSearch: (q: string | undefined) => void }) {
  const [typed, setTyped] = useState(q ?? '');
  const settled = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  // A `q` that is not what was typed (Back, a link) replaces the box's text.
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    if ((q ?? '') !== settled.trim()) setTyped(q ?? '');
  }
  useEffect(() => {
    if (settled.trim() !== (q ?? '')) onSearch(settled.trim() || undefined);
    // Only a pause in typing searches; a new `q` from the URL is followed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <form
      role="search"
      aria-label="Search the entries"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim() || undefined);
      }}
    >
      <InputField label="SKU or product name" name="q" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={100} />
    </form>
  );
}

/**
 * dashboard/price-lists/{id}/entries (admin): the list's entries by SKU, searched by a SKU's start
 * or part of a product's name as one types (`q`, kept in the URL by the route), a keyset page at a time; add,
 * edit and remove an entry; export and import the entries as CSV.
 */
export function PriceListEntriesPage({ priceListId, q, onSearch }: { priceListId: string; q?: string; onSearch: (q: string | undefined) => void }) {
  const trpc = useTRPC();
  const pages = useKeysetPages(q ?? '');
  const list = useQuery(trpc.priceListEntries.list.queryOptions({ id: priceListId, q, cursor: pages.cursor, limit: pages.limit }, { placeholderData: keepPreviousData }));
  const items = list.data?.items ?? [];
  const name = list.data?.priceList.name;
  return (
    <section aria-labelledby="entries-title" className={styles.page}>
      <p>
        <Link to="/dashboard/price-lists/$id" params={{ id: priceListId }}>
          {name ?? 'Price list'}
        </Link>
      </p>
      <PageHeading id="entries-title" title={name ? `${name}: entries` : 'Price list entries'}>
        <EntryDialog priceListId={priceListId} entry={null} />
      </PageHeading>
      <EntriesCsv priceListId={priceListId} />
      <EntrySearch q={q} onSearch={onSearch} />
      {list.isError ? (
        <ErrorNotice title="We couldn't load the entries." error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <div>
          <p role="status" className="visually-hidden">
            {list.isPending ? '' : `${items.length} entries on this page`}
          </p>
          <DataTable
            label="Entries"
            columns={columnsFor(priceListId)}
            rows={items}
            getRowId={(entry) => entry.productId}
            rowName={(entry) => entry.sku}
            loading={list.isPending}
            empty={q ? `No entry's SKU starts with "${q}" or product name contains it.` : 'No entries yet: add one, or import a CSV.'}
          />
          <KeysetPager pages={pages} nextCursor={list.isPlaceholderData ? undefined : list.data?.nextCursor} label="Entries" />
        </div>
      )}
    </section>
  );
}

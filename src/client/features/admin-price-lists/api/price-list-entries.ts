import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csvImportReportSchema, type CsvImportReport } from '../../../../shared/schemas/product-csv';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/*
 * A price list's entries (issue 39, ADR 138): the CSV import (a file, or one line typed in the
 * entry dialog) and the removal of one entry, each refreshing the entries and the audit log.
 */

/** How an import ended: written (with its counts), or nothing written and the report of bad cells. */
export type EntriesImportOutcome = { kind: 'done'; added: number; updated: number; removed: number } | { kind: 'report'; report: CsvImportReport };

function useRefreshEntries() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries(trpc.priceListEntries.pathFilter()), queryClient.invalidateQueries(trpc.audit.list.pathFilter())]);
}

/** `POST /api/price-lists/{id}/entries.csv`: resolves with the outcome; rejects with a message to show (413, 415, a lost connection). */
async function postEntriesCsv(priceListId: string, csv: Blob | string, replace: boolean): Promise<EntriesImportOutcome> {
  const response = await fetch(`/api/price-lists/${encodeURIComponent(priceListId)}/entries.csv${replace ? '?replace=true' : ''}`, {
    method: 'POST',
    // Whatever the browser calls the file (Windows says application/vnd.ms-excel), it is CSV.
    headers: { 'content-type': 'text/csv' },
    body: csv,
    credentials: 'same-origin',
  });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: 'done', ...(answer as { added: number; updated: number; removed: number }) };
  const report = csvImportReportSchema.safeParse(answer);
  if (report.success) return { kind: 'report', report: report.data };
  throw new Error((answer as { message?: string } | null)?.message ?? 'The import failed and nothing was imported. Please try again.');
}

export function useImportEntriesCsv() {
  const refresh = useRefreshEntries();
  return useMutation({
    mutationFn: ({ priceListId, csv, replace = false }: { priceListId: string; csv: Blob | string; replace?: boolean }) => postEntriesCsv(priceListId, csv, replace),
    onSuccess: (outcome) => (outcome.kind === 'done' ? refresh() : undefined),
  });
}

/** Its `options.onSuccess` (the page's toast) runs even though the entry's row unmounts once the list refreshes. */
export function useRemoveEntry(options?: PageMutationOptions<Trpc['priceListEntries']['remove']>) {
  const trpc = useTRPC();
  const refresh = useRefreshEntries();
  return useMutation(trpc.priceListEntries.remove.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

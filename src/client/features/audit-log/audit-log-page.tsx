import { useQuery } from '@tanstack/react-query';
import { auditActionSchema } from '../../../shared/schemas/audit';
import { DataTable } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { useTRPC } from '../../lib/trpc';
import { AUDIT_COLUMNS } from './audit-columns';
import { AuditFilters, type AuditFilterValues } from './audit-filters';

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as the instant the server filters by. */
function startOfDay(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + days).toISOString();
}

/**
 * dashboard/audit-log: who did what and when, newest first, a page at a time, filtered by the
 * URL's search. Each entry in words: the admin's name, the product or order or person by name
 * or number (linked), the local time, and the change field by field.
 */
export function AuditLogPage({ filters, onFiltersChange }: { filters: AuditFilterValues; onFiltersChange: (filters: AuditFilterValues) => void }) {
  const trpc = useTRPC();
  const action = auditActionSchema.safeParse(filters.action);
  const pages = useKeysetPages(JSON.stringify(filters), 50);
  const entries = useQuery(trpc.audit.list.queryOptions({
    actor: filters.actor,
    action: action.success ? action.data : undefined,
    from: filters.from ? startOfDay(filters.from) : undefined,
    to: filters.to ? startOfDay(filters.to, 1) : undefined,
    cursor: pages.cursor,
    limit: pages.limit,
  }));

  return (
    <section aria-labelledby="audit-log-title">
      <h1 id="audit-log-title">Audit Log</h1>
      <AuditFilters filters={filters} onChange={onFiltersChange} />
      {entries.isError ? (
        <ErrorNotice title="We couldn't load the audit log." error={entries.error} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
      ) : (
        <>
          <DataTable
            label="Audit log"
            columns={AUDIT_COLUMNS}
            rows={entries.data?.entries ?? []}
            getRowId={(entry) => entry.id}
            rowName={(entry) => entry.id}
            loading={entries.isPending}
            loadingLabel="Loading the audit log…"
            empty="No admin actions match these filters."
          />
          <KeysetPager pages={pages} nextCursor={entries.data?.next} label="Audit log" />
        </>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { useTRPC } from '../../lib/trpc';
import { AUDIT_COLUMNS } from './audit-columns';

/**
 * The audit entries about one target (a company's page: its id), newest first, a page at a time,
 * in the audit log's words. The page that shows it composes it in its route (features do not
 * import each other).
 */
export function AuditTrail({ target, label }: { target: string; label: string }) {
  const trpc = useTRPC();
  const pages = useKeysetPages(target);
  const entries = useQuery(trpc.audit.list.queryOptions({ target, cursor: pages.cursor, limit: pages.limit }));
  if (entries.isError) return <ErrorNotice title="We couldn't load the audit trail." error={entries.error} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />;
  return (
    <div>
      <DataTable
        label={label}
        columns={AUDIT_COLUMNS}
        rows={entries.data?.entries ?? []}
        getRowId={(entry) => entry.id}
        rowName={(entry) => entry.id}
        loading={entries.isPending}
        loadingLabel="Loading the audit trail…"
        empty="Nothing recorded yet."
      />
      <KeysetPager pages={pages} nextCursor={entries.data?.next} label={label} />
    </div>
  );
}

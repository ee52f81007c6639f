import { AUDIT_PAGE_SIZE, auditActionSchema, type AuditEntryView } from '../../../shared/schemas/audit';
import table from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { ShowMore } from '../../components/show-more';
import { trpc } from '../../lib/trpc';
import { auditDiff } from './audit-diff';
import { AuditFilters, type AuditFilterValues } from './audit-filters';
import { ACTION_LABELS } from './audit-labels';
import styles from './audit-log-page.module.css';

// undefined locale: the visitor's own.
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as the instant the server filters by. */
function startOfDay(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + days).toISOString();
}

/** dashboard/audit-log: who did what and when, newest first, filtered by the URL's search. */
export function AuditLogPage({ filters, onFiltersChange }: { filters: AuditFilterValues; onFiltersChange: (filters: AuditFilterValues) => void }) {
  const action = auditActionSchema.safeParse(filters.action);
  const entries = trpc.audit.list.useInfiniteQuery(
    {
      actor: filters.actor,
      action: action.success ? action.data : undefined,
      from: filters.from ? startOfDay(filters.from) : undefined,
      to: filters.to ? startOfDay(filters.to, 1) : undefined,
      limit: AUDIT_PAGE_SIZE,
    },
    { getNextPageParam: (page) => page.next ?? undefined },
  );
  const rows = entries.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby="audit-log-title">
      <h1 id="audit-log-title">Audit Log</h1>
      <AuditFilters filters={filters} onChange={onFiltersChange} />
      {entries.isPending ? (
        <Loader label="Loading the audit log" />
      ) : entries.isError ? (
        <ErrorNotice title="We couldn't load the audit log." error={entries.error} onRetry={() => void entries.refetch()} retrying={entries.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState>No admin actions match these filters.</EmptyState>
      ) : (
        <>
          <AuditTable entries={rows} />
          <ShowMore query={entries} label="Show older entries" />
        </>
      )}
    </section>
  );
}

function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">Target</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="Time">
              <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
            </td>
            <td data-label="Who">{entry.actor ?? 'The server'}</td>
            <td data-label="Action">{ACTION_LABELS[entry.action]}</td>
            <td data-label="Target" className={styles.target}>
              {entry.target ?? '—'}
            </td>
            <td data-label="Change">
              <Diff before={entry.before} after={entry.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Diff({ before, after }: { before: unknown; after: unknown }) {
  const lines = auditDiff(before, after);
  if (lines.length === 0) return <span className={styles.none}>—</span>;
  return (
    <dl className={styles.diff}>
      {lines.map((line) => (
        <div key={line.key}>
          <dt>{line.key}</dt>
          <dd>
            {line.before !== undefined ? <del>{line.before}</del> : null}
            {line.before !== undefined && line.after !== undefined ? <span aria-hidden="true"> → </span> : null}
            {line.after !== undefined ? <ins>{line.after}</ins> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

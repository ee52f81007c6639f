import type { AuditEntryView } from '../../../shared/schemas/audit';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { auditDiff } from './audit-diff';
import { ACTION_LABELS } from './audit-labels';
import styles from './audit-log-page.module.css';
import { AuditTarget } from './audit-target';
import { localDateTime } from './audit-time';

/** The audit log's columns: when (local time, one line), who, what (the action and its target) and the change. */
export const AUDIT_COLUMNS: DataTableColumn<AuditEntryView>[] = [
  {
    id: 'when',
    header: 'When',
    meta: { nowrap: true },
    cell: ({ row }) => <time dateTime={row.original.at}>{localDateTime(row.original.at)}</time>,
  },
  { id: 'who', header: 'Who', cell: ({ row }) => <Actor entry={row.original} /> },
  {
    id: 'what',
    header: 'What',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <span className={styles.person}>
        <span>{ACTION_LABELS[row.original.action]}</span>
        <AuditTarget entry={row.original} />
      </span>
    ),
  },
  { id: 'change', header: 'Change', cell: ({ row }) => <Diff before={row.original.before} after={row.original.after} categoryNames={row.original.categoryNames} /> },
];

function Actor({ entry }: { entry: AuditEntryView }) {
  if (entry.actor === null) return <span className={styles.muted}>The server</span>;
  return (
    <span className={styles.person}>
      {entry.actorName ?? entry.actor}
      {entry.actorName ? <span className={styles.email}>{entry.actor}</span> : null}
    </span>
  );
}

/** "Field: before -> after" lines, in words. */
function Diff({ before, after, categoryNames }: { before: unknown; after: unknown; categoryNames: Readonly<Record<string, string>> }) {
  const lines = auditDiff(before, after, categoryNames);
  if (lines.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.diff}>
      {lines.map((line) => (
        <li key={line.key}>
          <span className={styles.field}>{line.field}:</span>{' '}
          {line.before !== undefined ? <del>{line.before}</del> : null}
          {line.before !== undefined && line.after !== undefined ? (
            <>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> became </span>
            </>
          ) : null}
          {line.after !== undefined ? <ins>{line.after}</ins> : null}
        </li>
      ))}
    </ul>
  );
}

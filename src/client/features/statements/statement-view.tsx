import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDollars } from '../../../shared/money';
import { AGEING_BUCKETS, AGEING_LABELS } from '../../../shared/rules/account-terms';
import type { Statement } from '../../../shared/schemas/account-terms';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ReadOnlyValues } from '../../components/read-only-values';
import styles from './statements.module.css';

export type StatementInvoice = Statement['invoices'][number];

/** What another feature puts in each invoice's row (H4's "Pay by card"); nothing yet. */
export type StatementRowAction = (invoice: StatementInvoice) => ReactNode;

export const NOTHING_OWED = 'Nothing is owed';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
/** A `YYYY-MM-DD` calendar date (or an instant's UTC day) as the reader's locale writes it. */
const calendarDate = (date: string) => dateFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

function columnsFor(rowAction: StatementRowAction | undefined): DataTableColumn<StatementInvoice>[] {
  return [
    {
      id: 'number',
      header: 'Invoice',
      meta: { rowHeader: true, nowrap: true },
      cell: ({ row }) => (
        <Link to="/dashboard/orders/$orderId" params={{ orderId: row.original.orderId }}>
          {row.original.number}
        </Link>
      ),
    },
    { id: 'issued', header: 'Issued', meta: { nowrap: true }, cell: ({ row }) => <time dateTime={row.original.issuedAt}>{calendarDate(row.original.issuedAt)}</time> },
    { id: 'due-date', header: 'Due date', meta: { nowrap: true }, cell: ({ row }) => <time dateTime={row.original.dueDate}>{calendarDate(row.original.dueDate)}</time> },
    { id: 'total', header: 'Total', meta: { align: 'end' }, cell: ({ row }) => formatDollars(row.original.total) },
    { id: 'paid', header: 'Paid', meta: { align: 'end' }, cell: ({ row }) => formatDollars(row.original.paid) },
    { id: 'due', header: 'Due', meta: { align: 'end' }, cell: ({ row }) => (row.original.due > 0 ? formatDollars(row.original.due) : <span className={styles.paid}>Paid</span>) },
    {
      id: 'overdue',
      header: 'Days overdue',
      meta: { align: 'end' },
      cell: ({ row }) => (row.original.daysOverdue > 0 ? <span className={styles.overdue}>{row.original.daysOverdue}</span> : '0'),
    },
    // The row's action (paying an invoice by card, another feature's), a column only once one is given.
    ...(rowAction ? [{ id: 'action', header: 'Action', cell: ({ row }) => (row.original.due > 0 ? rowAction(row.original) : null) } satisfies DataTableColumn<StatementInvoice>] : []),
  ];
}

const noAction = columnsFor(undefined);

/** The ageing buckets over what is due, in the order the statement and its PDF print them. */
export function AgeingBuckets({ ageing }: { ageing: Statement['ageing'] }) {
  return (
    <dl className={styles.buckets}>
      {AGEING_BUCKETS.map((bucket) => (
        <div key={bucket} className={styles.bucket}>
          <dt>{AGEING_LABELS[bucket]}</dt>
          <dd>{formatDollars(ageing[bucket])}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A statement: its invoices (the numbers link to the orders), the ageing buckets and the credit
 * line; "Nothing is owed" when no invoice is open. The member's Statement page and the admin's
 * company page both show it.
 */
export function StatementView({ statement, label, rowAction }: { statement: Statement; label: string; rowAction?: StatementRowAction }) {
  const columns = rowAction ? columnsFor(rowAction) : noAction;
  const owed = statement.invoices.some((invoice) => invoice.due > 0);
  return (
    <div className={styles.statement}>
      {statement.invoices.length === 0 ? (
        <p className={styles.empty}>{NOTHING_OWED}</p>
      ) : (
        <div className={styles.table}>
          <DataTable label={label} columns={columns} rows={statement.invoices} getRowId={(invoice) => invoice.number} rowName={(invoice) => invoice.number} />
        </div>
      )}
      {statement.invoices.length > 0 && !owed ? <p className={styles.empty}>{NOTHING_OWED}</p> : null}
      <h3 className={styles.subheading}>Ageing</h3>
      <AgeingBuckets ageing={statement.ageing} />
      <h3 className={styles.subheading}>Credit</h3>
      <ReadOnlyValues
        values={[
          ['Credit limit', statement.creditLimit === null ? 'Card terms: no credit on account' : formatDollars(statement.creditLimit)],
          ['Used', formatDollars(statement.used)],
          ['Available', formatDollars(statement.available)],
        ]}
      />
    </div>
  );
}

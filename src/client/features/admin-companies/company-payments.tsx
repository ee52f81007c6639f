import { useQuery } from '@tanstack/react-query';
import { formatDollars } from '../../../shared/money';
import type { ReceivedPaymentRow } from '../../../shared/schemas/account-terms';
import type { CompanyDetail } from '../../../shared/schemas/company';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { useTRPC } from '../../lib/trpc';
import { RecordPaymentDialog } from './record-payment-dialog';
import styles from './companies.module.css';

const columns: DataTableColumn<ReceivedPaymentRow>[] = [
  { id: 'receivedOn', accessorFn: (payment) => payment.receivedOn, header: 'Received on', meta: { rowHeader: true, nowrap: true } },
  { id: 'amount', accessorFn: (payment) => formatDollars(payment.amount), header: 'Amount', meta: { align: 'end' } },
  { id: 'method', accessorFn: (payment) => payment.methodLabel, header: 'Method' },
  { id: 'reference', accessorFn: (payment) => payment.reference || '—', header: 'Reference', meta: { truncate: true } },
  { id: 'allocated', accessorFn: (payment) => formatDollars(payment.allocated), header: 'Allocated', meta: { align: 'end' } },
  { id: 'unallocated', accessorFn: (payment) => formatDollars(payment.unallocated), header: 'Kept as credit', meta: { align: 'end' } },
];

/** The company page's "Payments received": Record payment, and the newest payments with what invoices took of each. */
export function CompanyPayments({ company }: { company: CompanyDetail }) {
  const trpc = useTRPC();
  const payments = useQuery(trpc.accountPayments.list.queryOptions({ id: company.id }));
  return (
    <section aria-labelledby="company-payments-title" className={styles.section}>
      <h2 id="company-payments-title">Payments received</h2>
      <div className={styles.actions}>
        <RecordPaymentDialog company={company} />
      </div>
      {payments.isPending ? (
        <Loader label="Loading the payments received" />
      ) : payments.isError ? (
        <ErrorNotice title="We couldn't load the payments received." error={payments.error} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
      ) : payments.data.items.length === 0 ? (
        <EmptyState>No payments recorded yet.</EmptyState>
      ) : (
        <>
          <DataTable label={`Payments received from ${company.name}`} columns={columns} rows={payments.data.items} getRowId={(payment) => payment.id} rowName={(payment) => `${payment.receivedOn} ${formatDollars(payment.amount)}`} />
          {payments.data.more ? <p className={styles.muted}>The newest {payments.data.items.length} payments are shown.</p> : null}
        </>
      )}
    </section>
  );
}

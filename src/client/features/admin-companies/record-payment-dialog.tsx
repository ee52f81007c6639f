import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { formatDollars } from '../../../shared/money';
import { calendarDateOf } from '../../../shared/rules/account-terms';
import {
  PAYMENT_REFERENCE_MAX,
  RECEIVED_PAYMENT_METHODS,
  RECEIVED_PAYMENT_METHOD_LABELS,
  recordPaymentFormSchema,
  toAccountPaymentInput,
  type OpenInvoices,
  type RecordPaymentForm,
} from '../../../shared/schemas/account-terms';
import type { CompanyDetail } from '../../../shared/schemas/company';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { SelectField } from '../../components/select-field';
import { serverErrorOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useRecordAccountPayment } from './api/account-payments';
import button from '../../components/button.module.css';
import styles from './companies.module.css';

/** What the admin is told once it is recorded: what the invoices took and what stays as credit. */
function recordedWords(companyName: string, result: { allocated: number; unallocated: number }): string {
  const credit = result.unallocated > 0 ? `; ${formatDollars(result.unallocated)} kept as credit for its next invoice` : '';
  return `Payment from ${companyName} recorded: ${formatDollars(result.allocated)} allocated to invoices${credit}.`;
}

const FORM_FIELDS = ['amount', 'receivedOn', 'method', 'reference'] as const;

/**
 * "Record payment": money a company sent (amount, date, method, reference), allocated to its open
 * invoices oldest first, or as the admin chooses per invoice. The server checks what each invoice
 * owes under the company's lock; its refusals land on their fields (an allocation's on that
 * invoice's amount).
 */
export function RecordPaymentDialog({ company }: { company: CompanyDetail }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const record = useRecordAccountPayment();
  const form = useSchemaForm(recordPaymentFormSchema, { amount: '', receivedOn: calendarDateOf(new Date()), method: 'bank_transfer', reference: '', allocate: 'oldest', allocations: [] });
  const allocate = useWatch({ control: form.control, name: 'allocate' });
  const invoices = useQuery({ ...trpc.accountPayments.openInvoices.queryOptions({ id: company.id }), enabled: open });

  async function submit(values: Parameters<typeof toAccountPaymentInput>[0]) {
    const numbers = invoices.data?.invoices.map((invoice) => invoice.number) ?? [];
    const { input, sentFrom } = toAccountPaymentInput(values, numbers);
    try {
      const result = await record.mutateAsync({ id: company.id, ...input });
      toast.success(recordedWords(company.name, result));
      setOpen(false);
    } catch (error) {
      // An allocation's refusal names the j-th invoice sent: put it on that invoice's field.
      const placed = Object.entries(serverErrorOf(error).fieldErrors).flatMap(([path, messages]): [FieldPath<RecordPaymentForm>, string][] => {
        const allocation = /^allocations\.(\d+)\./.exec(path);
        if (allocation) {
          const index = sentFrom[Number(allocation[1])];
          return index === undefined ? [] : [[`allocations.${index}.amount`, messages[0] ?? '']];
        }
        return (FORM_FIELDS as readonly string[]).includes(path) ? [[path as FieldPath<RecordPaymentForm>, messages[0] ?? '']] : [];
      });
      if (placed.length === 0) throw error;
      placed.forEach(([name, message], index) => form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
    }
  }

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(submit)}
      trigger={
        <button type="button" className={button.primary}>
          Record payment
        </button>
      }
      title={`Record a payment from ${company.name}`}
      description="Money the company sent against its invoices. What the invoices do not take is kept as its credit and applied to its next invoice."
      keepLabel="Cancel"
      submitLabel="Record payment"
      submittingLabel="Recording…"
    >
      <div className={styles.fields}>
        <InputField label="Amount in dollars" inputMode="decimal" autoComplete="off" {...form.field('amount')} />
        <InputField label="Received on" type="date" {...form.field('receivedOn')} />
        <SelectField label="Method" {...form.field('method')}>
          {RECEIVED_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {RECEIVED_PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
        <InputField label="Reference" hint="The bank's reference or the cheque number" maxLength={PAYMENT_REFERENCE_MAX} autoComplete="off" {...form.field('reference')} />
        <fieldset className={styles.checks}>
          <legend>Allocate to</legend>
          <label className={styles.check}>
            <input type="radio" value="oldest" {...form.register('allocate')} />
            Oldest invoices first
          </label>
          <label className={styles.check}>
            <input type="radio" value="choose" {...form.register('allocate')} />
            Choose invoices
          </label>
        </fieldset>
        {allocate === 'choose' ? <ChooseInvoices invoices={invoices} field={(index) => form.field(`allocations.${index}.amount`, { shouldUnregister: true })} /> : null}
      </div>
    </FormDialog>
  );
}

/** Each open invoice with what it owes, and the amount this payment gives it (blank: nothing). */
function ChooseInvoices({
  invoices,
  field,
}: {
  invoices: { data?: OpenInvoices; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };
  field: (index: number) => ReturnType<ReturnType<typeof useSchemaForm<typeof recordPaymentFormSchema>>['field']>;
}) {
  if (invoices.isPending) return <Loader label="Loading the open invoices" />;
  if (invoices.isError || !invoices.data) return <ErrorNotice title="We couldn't load the open invoices." error={invoices.error} onRetry={() => void invoices.refetch()} retrying={invoices.isFetching} />;
  if (invoices.data.invoices.length === 0) return <EmptyState>No open invoices: the whole payment is kept as credit.</EmptyState>;
  return (
    <fieldset className={styles.checks}>
      <legend>Open invoices, oldest first</legend>
      {invoices.data.invoices.map((invoice, index) => (
        <InputField
          key={invoice.number}
          label={`${invoice.number}, due ${invoice.dueDate}`}
          hint={`Owes ${formatDollars(invoice.due)} of ${formatDollars(invoice.total)}`}
          inputMode="decimal"
          autoComplete="off"
          {...field(index)}
        />
      ))}
    </fieldset>
  );
}

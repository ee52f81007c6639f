import { useState } from 'react';
import { toast } from 'sonner';
import { APPLICATION_STATUS_LABEL, applicationStatusSchema, declineInputSchema, type ApplicationStatus, type BusinessApplication } from '../../../shared/schemas/company';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { FilterBar } from '../../components/filter-bar';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { PageHeading } from '../../components/page-heading';
import { Skeleton } from '../../components/skeleton';
import { TextAreaField } from '../../components/text-area-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useApplications, useApproveApplication, useDeclineApplication } from './api/applications';
import row from '../../components/row-action.module.css';
import styles from './business-applications.module.css';

// undefined locale: the visitor's own.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * dashboard/business-applications: customers' applications for a business account, newest first,
 * by status (kept in the URL by the route). Approve (after a confirmation) creates the company with
 * the applicant as its company admin; Decline asks for the reason, which the applicant is mailed.
 */
export function ApplicationsPage({ status, onStatusChange }: { status?: string; onStatusChange: (status: ApplicationStatus | undefined) => void }) {
  const filter = applicationStatusSchema.safeParse(status).data;
  const pages = useKeysetPages(filter ?? '');
  const applications = useApplications({ status: filter, cursor: pages.cursor, limit: pages.limit });
  const choose = (value: string | undefined) => onStatusChange(applicationStatusSchema.safeParse(value).data);

  return (
    <section className={styles.page} aria-labelledby="applications-title">
      <PageHeading id="applications-title" title="Business applications" />
      <FilterBar key={filter ?? ''} label="Filter the applications" onApply={(values) => choose(values.status)} onClear={() => onStatusChange(undefined)}>
        <FormField label="Status">
          {(control) => (
            <select {...control} name="status" defaultValue={filter ?? ''} onChange={(event) => choose(event.target.value)}>
              <option value="">Any status</option>
              {applicationStatusSchema.options.map((option) => (
                <option key={option} value={option}>
                  {APPLICATION_STATUS_LABEL[option]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </FilterBar>
      {applications.isPending ? (
        <Skeleton label="Loading the applications" count={2} />
      ) : applications.isError ? (
        <ErrorNotice title="We couldn't load the applications." error={applications.error} onRetry={() => void applications.refetch()} retrying={applications.isRefetching} />
      ) : applications.data.items.length === 0 ? (
        <EmptyState>{filter ? 'No applications with this status.' : 'No customer has applied for a business account yet.'}</EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Applications">
          {applications.data.items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      )}
      <KeysetPager pages={pages} nextCursor={applications.data?.nextCursor} label="Applications" />
    </section>
  );
}

function ApplicationCard({ application }: { application: BusinessApplication }) {
  return (
    <li className={styles.card} aria-label={application.companyName}>
      <h2>{application.companyName}</h2>
      <dl className={styles.facts}>
        <dt>Applicant</dt>
        <dd>
          {application.applicant.name} ({application.applicant.email})
        </dd>
        <dt>Tax id</dt>
        <dd>{application.taxId ?? '—'}</dd>
        <dt>Sent</dt>
        <dd>
          <time dateTime={application.createdAt}>{dateFormat.format(new Date(application.createdAt))}</time>
        </dd>
        <dt>Status</dt>
        <dd>{APPLICATION_STATUS_LABEL[application.status]}</dd>
        {application.reason ? (
          <>
            <dt>Reason</dt>
            <dd>{application.reason}</dd>
          </>
        ) : null}
      </dl>
      {application.message ? <p className={styles.message}>{application.message}</p> : null}
      {application.status === 'pending' ? (
        <div className={styles.actions}>
          <ApproveDialog application={application} />
          <DeclineDialog application={application} />
        </div>
      ) : null}
    </li>
  );
}

function ApproveDialog({ application }: { application: BusinessApplication }) {
  const [open, setOpen] = useState(false);
  const approve = useApproveApplication({
    onSuccess: () => {
      toast.success(`${application.companyName} is a company now`);
      setOpen(false);
    },
  });
  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={approve}
      onConfirm={() => approve.mutate({ id: application.id })}
      trigger={
        <button type="button" className={row.action} aria-label={`Approve ${application.companyName}`}>
          Approve
        </button>
      }
      title={`Approve ${application.companyName}?`}
      description={`This creates the company ${application.companyName} with ${application.applicant.name} (${application.applicant.email}) as its company admin, and e-mails them.`}
      keepLabel="Not yet"
      confirmLabel="Yes, approve"
      confirmingLabel="Approving…"
      tone="primary"
    />
  );
}

function DeclineDialog({ application }: { application: BusinessApplication }) {
  const [open, setOpen] = useState(false);
  const decline = useDeclineApplication();
  const form = useSchemaForm(declineInputSchema, { reason: '' });
  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async ({ reason }) => {
        await decline.mutateAsync({ id: application.id, reason });
        toast.success(`${application.companyName}'s application declined`);
        setOpen(false);
      })}
      trigger={
        <button type="button" className={`${row.action} ${row.danger}`} aria-label={`Decline ${application.companyName}`}>
          Decline
        </button>
      }
      title={`Decline ${application.companyName}?`}
      description={`${application.applicant.name} is e-mailed your reason, and may apply again.`}
      keepLabel="Not yet"
      submitLabel="Decline"
      submittingLabel="Declining…"
      tone="danger"
    >
      <TextAreaField label="Reason" rows={4} {...form.field('reason')} />
    </FormDialog>
  );
}

import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import { APPLICATION_STATUS_LABEL, businessApplicationInputSchema, COMPANY_ROLE_LABEL, type BusinessApplication } from '../../../shared/schemas/company';
import { ErrorNotice } from '../../components/error-notice';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { PageHeading } from '../../components/page-heading';
import { Skeleton } from '../../components/skeleton';
import { TextAreaField } from '../../components/text-area-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useApplyForBusinessAccount, useMyBusinessAccount } from './api/applications';
import button from '../../components/button.module.css';
import styles from './business-applications.module.css';

// undefined locale: the visitor's own.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const on = (iso: string) => <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;

/**
 * /dashboard/business-account: a customer asks for a business account (the company's name, tax id
 * and a message), then sees it waiting, or declined with the reason (and may apply again). A member
 * of a company sees which one.
 */
export function BusinessAccountPage() {
  const account = useMyBusinessAccount();

  return (
    <section className={styles.page} aria-labelledby="business-account-title">
      <PageHeading id="business-account-title" title="Business account" />
      {account.isPending ? (
        <Skeleton label="Loading your business account" count={1} />
      ) : account.isError ? (
        <ErrorNotice title="We couldn't load your business account." error={account.error} onRetry={() => void account.refetch()} retrying={account.isRefetching} />
      ) : account.data.company ? (
        <p role="status">
          Your account buys for <strong>{account.data.company.name}</strong> as {COMPANY_ROLE_LABEL[account.data.company.role]}.
        </p>
      ) : account.data.application?.status === 'pending' ? (
        <ApplicationStatus application={account.data.application} />
      ) : (
        <>
          {account.data.application ? <ApplicationStatus application={account.data.application} /> : null}
          <p>
            Buying for a company with several people or delivery sites? Apply for a business account: when we approve it, you become its company admin and can invite the
            people who buy with you. Invited by a company already? See <Link to="/dashboard/company-invitations">your invitations</Link>.
          </p>
          <ApplicationForm again={account.data.application !== null} />
        </>
      )}
    </section>
  );
}

function ApplicationStatus({ application }: { application: BusinessApplication }) {
  return (
    <div className={styles.status} role="status" aria-label="Your application">
      <p>
        Your application for <strong>{application.companyName}</strong>, sent {on(application.createdAt)}: <strong>{APPLICATION_STATUS_LABEL[application.status]}</strong>
        {application.decidedAt ? <> on {on(application.decidedAt)}</> : null}.
      </p>
      {application.status === 'pending' ? <p>We e-mail you when a shop admin has decided.</p> : null}
      {application.reason ? <p className={styles.reason}>Our reason: {application.reason}</p> : null}
    </div>
  );
}

function ApplicationForm({ again }: { again: boolean }) {
  const form = useSchemaForm(businessApplicationInputSchema, { companyName: '', taxId: '', message: '' });
  const apply = useApplyForBusinessAccount({ onSuccess: () => void toast.success('Application sent') });
  const pending = form.formState.isSubmitting;

  return (
    <form className={styles.form} noValidate aria-busy={pending} aria-label="Apply for a business account" onSubmit={form.submit(() => apply.mutateAsync(form.getValues()))}>
      <InputField label="Company name" autoComplete="organization" {...form.field('companyName')} />
      <InputField label="Tax or VAT id (optional)" {...form.field('taxId')} />
      <TextAreaField label="Message for the shop (optional)" rows={4} hint="Your sites, how many people buy, what you need." {...form.field('message')} />
      <button type="submit" className={button.primary} disabled={pending}>
        {again ? 'Apply again' : 'Apply for a business account'}
      </button>
      {pending && <Loader label="Sending your application" />}
      <FormAlert message={form.formError} />
    </form>
  );
}

import { toast } from 'sonner';
import { formatDollars } from '../../../shared/money';
import { creditWords, NET_DAYS_MAX, NET_DAYS_MIN, paymentTermsWords, type CompanyCredit } from '../../../shared/schemas/account-terms';
import type { CompanyDetail } from '../../../shared/schemas/company';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { ReadOnlyValues } from '../../components/read-only-values';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSetCompanyTerms } from './api/companies';
import { paymentTermsFormSchema, paymentTermsFormValues } from './payment-terms-form-values';
import button from '../../components/button.module.css';
import styles from './companies.module.css';

/** The terms and credit as the company's page lists them. */
function creditValues(credit: CompanyCredit): [string, string][] {
  const terms: [string, string] = ['Terms', paymentTermsWords(credit)];
  if (credit.mode !== 'account') return credit.used > 0 ? [terms, ['Still owed on account', formatDollars(credit.used)]] : [terms];
  return [terms, ['Credit limit', formatDollars(credit.creditLimit ?? 0)], ['Used', formatDollars(credit.used)], ['Available', formatDollars(credit.available)]];
}

/**
 * "Payment terms" on the admin's company page (issue 40): the company's terms and credit, and the
 * form that sets them: card only, or on account with Net days and a credit limit. The server's
 * refusals show at their fields; a limit below what the company owes is accepted and said.
 */
export function PaymentTermsSection({ company }: { company: CompanyDetail }) {
  const setTerms = useSetCompanyTerms();
  const form = useSchemaForm(paymentTermsFormSchema, paymentTermsFormValues(company.credit));
  const mode = form.watch('mode');
  const modeError = form.formState.errors.mode?.message;
  const { credit } = company;
  const overLimit = credit.mode === 'account' && credit.creditLimit !== null && credit.used > credit.creditLimit;

  return (
    <section aria-labelledby="company-terms-title" className={styles.section}>
      <h2 id="company-terms-title">Payment terms</h2>
      <ReadOnlyValues values={creditValues(credit)} />
      {overLimit ? <p className={styles.hold}>It owes more than its credit limit: nothing is available on account until it pays.</p> : null}
      <form
        noValidate
        aria-label={`Payment terms of ${company.name}`}
        className={styles.termsForm}
        onSubmit={form.submit(async (input) => {
          const saved = await setTerms.mutateAsync({ id: company.id, ...input });
          form.reset(form.getValues());
          toast.success(`${company.name}: ${creditWords(saved)}`);
        })}
      >
        <fieldset className={styles.termsModes} aria-describedby={modeError ? 'company-terms-mode-error' : undefined}>
          <legend>How its members pay</legend>
          <label className={styles.check}>
            <input type="radio" value="card" {...form.register('mode')} />
            Card only: they pay by card at checkout
          </label>
          <label className={styles.check}>
            <input type="radio" value="account" {...form.register('mode')} />
            On account: invoiced at once, due after the net days
          </label>
          {modeError ? (
            <p id="company-terms-mode-error" className={styles.hold}>
              {modeError}
            </p>
          ) : null}
        </fieldset>
        {mode === 'account' ? (
          <div className={styles.termsFields}>
            <InputField label="Net days" hint={`${NET_DAYS_MIN} to ${NET_DAYS_MAX} days from an invoice to its due date`} type="number" inputMode="numeric" min={NET_DAYS_MIN} max={NET_DAYS_MAX} step={1} {...form.field('netDays')} />
            <InputField label="Credit limit ($)" hint="The most it may owe on account" inputMode="decimal" autoComplete="off" {...form.field('creditLimit')} />
          </div>
        ) : null}
        <FormAlert message={form.formError} />
        <button type="submit" className={`${button.primary} ${styles.termsSubmit}`} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save terms'}
        </button>
      </form>
    </section>
  );
}

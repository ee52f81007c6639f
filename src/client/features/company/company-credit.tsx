import { creditWords } from '../../../shared/schemas/account-terms';
import { ErrorNotice } from '../../components/error-notice';
import { Skeleton } from '../../components/skeleton';
import { useMyCompanyCredit } from './api/my-company';
import styles from './company-page.module.css';

/**
 * The company's payment terms in the members' area (issue 40): card only, or on account with its
 * Net days, credit limit, what is used and what is still available, for every member.
 */
export function CompanyCredit() {
  const credit = useMyCompanyCredit();
  return (
    <section className={styles.section} aria-labelledby="company-terms-title">
      <h2 id="company-terms-title">Payment terms</h2>
      {credit.isPending ? (
        <Skeleton label="Loading your company's payment terms" count={1} itemClassName={styles.termsSkeleton} />
      ) : credit.isError ? (
        <ErrorNotice title="We couldn't load your company's payment terms." error={credit.error} onRetry={() => void credit.refetch()} retrying={credit.isRefetching} />
      ) : (
        <>
          <p className={styles.terms}>{creditWords(credit.data)}</p>
          <p className={styles.muted}>
            {credit.data.mode === 'account'
              ? `Orders placed on account are invoiced at once and due ${credit.data.netDays} days later.`
              : 'Your company pays by card at checkout. Ask us about buying on account.'}
          </p>
        </>
      )}
    </section>
  );
}

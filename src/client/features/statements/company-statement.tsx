import { ErrorNotice } from '../../components/error-notice';
import { Skeleton } from '../../components/skeleton';
import { useCompanyStatement } from './api/statements';
import { StatementView } from './statement-view';
import styles from './statements.module.css';

/** The statement section of the admin's company page: what the company owes, aged, and its credit. */
export function CompanyStatement({ companyId, companyName }: { companyId: string; companyName: string }) {
  const statement = useCompanyStatement(companyId);
  return (
    <section className={styles.section} aria-labelledby="company-statement-title">
      <h2 id="company-statement-title">Statement</h2>
      {statement.isPending ? (
        <Skeleton label={`Loading the statement of ${companyName}`} count={2} />
      ) : statement.error ? (
        <ErrorNotice title="We couldn't load the statement." error={statement.error} onRetry={() => void statement.refetch()} retrying={statement.isRefetching} />
      ) : (
        <StatementView statement={statement.data} label={`Open invoices of ${companyName}`} />
      )}
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeading } from '../../components/page-heading';
import { Skeleton } from '../../components/skeleton';
import { useMyStatement } from './api/statements';
import { StatementView, type StatementRowAction } from './statement-view';
import styles from './statements.module.css';

/** The statement's PDF, for the caller's company (the session cookie authenticates the download). */
export const STATEMENT_PDF_URL = '/api/my-company/statement.pdf';

/**
 * /dashboard/company/statement: the member's company's statement (any member): its open
 * on-account invoices, the ageing buckets, the credit used and available, and the PDF.
 * `rowAction` is what the route puts in each open invoice's row (paying it by card).
 */
export function StatementPage({ notInACompany, rowAction }: { notInACompany?: ReactNode; rowAction?: StatementRowAction }) {
  const statement = useMyStatement();
  return (
    <section className={styles.page} aria-labelledby="statement-title">
      <PageHeading id="statement-title" title="Statement">
        <span className={styles.tools}>
          <Link to="/dashboard/company">Back to My Company</Link>
          {statement.data ? (
            <a className={styles.download} href={STATEMENT_PDF_URL} download="statement.pdf">
              Download PDF
            </a>
          ) : null}
        </span>
      </PageHeading>
      {statement.isPending ? (
        <Skeleton label="Loading your company's statement" count={3} />
      ) : statement.error?.data?.httpStatus === 404 ? (
        (notInACompany ?? <p>Your account is not in a company.</p>)
      ) : statement.error ? (
        <ErrorNotice title="We couldn't load the statement." error={statement.error} onRetry={() => void statement.refetch()} retrying={statement.isRefetching} />
      ) : (
        <StatementView statement={statement.data} label="Open invoices" rowAction={rowAction} />
      )}
    </section>
  );
}

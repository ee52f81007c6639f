import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDollars } from '../../../shared/money';
import { ErrorNotice } from '../../components/error-notice';
import { PageSection } from '../../components/page-section';
import { Skeleton } from '../../components/skeleton';
import { useTRPC } from '../../lib/trpc';
import styles from './business-summary.module.css';

const whole = new Intl.NumberFormat('en-US');

const icons: Record<string, ReactNode> = {
  customers: <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0zm15-9a3 3 0 1 0 0-6m2 15h3a6 6 0 0 0-5-6" />,
  products: <path d="M3 7l9-4 9 4-9 4zm0 0v10l9 4 9-4V7M12 11v10" />,
  sell: <path d="M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />,
  reviews: <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />,
};

function Counter({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <li className={styles.counter}>
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
        {icons[name]}
      </svg>
      {/* Value and label read as one phrase: "1,234 customers". */}
      <p className={styles.text}>
        <span className={styles.value}>{value}</span> <span className={styles.label}>{label}</span>
      </p>
    </li>
  );
}

/** The business summary: customers, products, sell (in dollars) and reviews. */
export function BusinessSummary() {
  const trpc = useTRPC();
  const stat = useQuery(trpc.stat.get.queryOptions());
  return (
    <PageSection id="summary" eyebrow="Trusted across the trade" title="Our business in numbers">
      {stat.isPending ? (
        <Skeleton label="Loading the business summary" count={4} className={styles.counters} itemClassName={styles.skeleton} />
      ) : stat.isError ? (
        <ErrorNotice title="We couldn't load the business summary." error={stat.error} onRetry={() => void stat.refetch()} retrying={stat.isFetching} />
      ) : (
        <ul className={styles.counters}>
          <Counter name="customers" label="customers" value={whole.format(stat.data.customers)} />
          <Counter name="products" label="products" value={whole.format(stat.data.products)} />
          <Counter name="sell" label="sell" value={formatDollars(stat.data.sell)} />
          <Counter name="reviews" label="reviews" value={whole.format(stat.data.reviews)} />
        </ul>
      )}
    </PageSection>
  );
}

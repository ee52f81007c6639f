import { useQuery } from '@tanstack/react-query';
import type { Overview } from '../../../shared/schemas/overview';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { useTRPC } from '../../lib/trpc';
import styles from './overview-page.module.css';
import { SalesChart } from './sales-chart';

/** dashboard/overview: the admin's glance at recent sales and what needs doing. */
export function OverviewPage() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.overview.get.queryOptions());
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title">Overview</h1>
      {overview.isPending ? (
        <Loader label="Loading the overview" />
      ) : overview.isError ? (
        <ErrorNotice title="We couldn't load the overview." error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <OverviewFigures overview={overview.data} />
      )}
    </section>
  );
}

function OverviewFigures({ overview }: { overview: Overview }) {
  return (
    <div className={styles.grid}>
      <dl className={styles.counters}>
        <div>
          <dt>Open unpaid orders</dt>
          <dd>{overview.openUnpaidOrders}</dd>
        </div>
        <div>
          <dt>Orders waiting to ship</dt>
          <dd>{overview.awaitingShipment}</dd>
        </div>
        <div>
          <dt>Products low on stock</dt>
          <dd>{overview.lowStock.length}</dd>
        </div>
      </dl>
      <SalesChart days={overview.salesByDay} />
      <section aria-labelledby="low-stock-title" className={styles.lowStock}>
        <h2 id="low-stock-title">Low stock</h2>
        <p className={styles.hint}>Live products with less than twice their minimum order in stock.</p>
        {overview.lowStock.length === 0 ? (
          <EmptyState>Every product has enough stock.</EmptyState>
        ) : (
          <ul>
            {overview.lowStock.map((product) => (
              <li key={product._id}>
                <span>{product.name}</span>
                <span>
                  {product.quantity} units left (minimum order {product.minimumOrder})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

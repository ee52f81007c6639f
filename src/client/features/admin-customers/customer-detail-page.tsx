import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import { CUSTOMER_RECENT_ORDERS, type CustomerDetail } from '../../../shared/schemas/customer';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { PageHeading } from '../../components/page-heading';
import { ReadOnlyValues } from '../../components/read-only-values';
import { AddressLines } from '../../components/address-lines';
import { useTRPC } from '../../lib/trpc';
import { CustomerOrdersTable } from './customer-orders-table';
import { formatDay, formatWhen, ROLE_WORDS, roleChangeWords } from './customer-words';
import addressCards from '../../components/address-lines.module.css';
import styles from './customer-detail-page.module.css';

/** dashboard/customers/{customerId}: one customer's profile, their latest orders and their role changes. */
export function CustomerDetailPage({ customerId }: { customerId: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.customers.detail.queryOptions({ id: customerId }));
  const missing = detail.error?.data?.httpStatus === 404 || detail.error?.data?.httpStatus === 400;

  return (
    <section aria-labelledby="customer-title" className={styles.page}>
      <Link to="/dashboard/customers">← All customers</Link>
      <PageHeading id="customer-title" title={detail.data?.customer.name ?? (missing ? 'No such customer' : 'Customer')} />
      {detail.isPending ? (
        <Loader label="Loading the customer" />
      ) : missing ? (
        <EmptyState>There is no customer at this address: they may have been given a wrong link.</EmptyState>
      ) : detail.isError ? (
        <ErrorNotice title="We couldn't load this customer." error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <CustomerSections detail={detail.data} />
      )}
    </section>
  );
}

function CustomerSections({ detail: { customer, addresses, orders, roleChanges } }: { detail: CustomerDetail }) {
  return (
    <>
      <ReadOnlyValues
        values={[
          ['E-mail', customer.email],
          ['E-mail verified', customer.emailVerified ? 'Yes' : 'No'],
          ['Phone', customer.phone ?? '—'],
          ['Address', customer.address ?? '—'],
          ['Phone of the last order', customer.lastOrderPhone ?? '—'],
          ['Role', ROLE_WORDS[customer.role]],
          ['Joined', formatDay(customer.joinedAt)],
          ['Orders', String(customer.orders)],
          ['Total spent', formatDollars(customer.totalSpent)],
          ['Last order', customer.lastOrderAt ? formatWhen(customer.lastOrderAt) : '—'],
        ]}
      />
      <section aria-labelledby="customer-addresses-title">
        <h2 id="customer-addresses-title">Addresses</h2>
        {addresses.length === 0 ? (
          <p>No saved addresses.</p>
        ) : (
          <ul className={addressCards.grid}>
            {addresses.map((address) => (
              <li key={address.id}>
                <AddressLines address={address} />
                {address.isDefault ? <strong> Default</strong> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-orders-title">
        <h2 id="customer-orders-title">Orders</h2>
        {orders.length === CUSTOMER_RECENT_ORDERS ? <p>The latest {CUSTOMER_RECENT_ORDERS} orders.</p> : null}
        <CustomerOrdersTable orders={orders} />
      </section>
      <section aria-labelledby="customer-roles-title">
        <h2 id="customer-roles-title">Role changes</h2>
        {roleChanges.length === 0 ? (
          <EmptyState>Their role has never changed.</EmptyState>
        ) : (
          <ul className={styles.changes}>
            {roleChanges.map((change) => (
              <li key={`${change.at} ${change.change} ${change.by?.email ?? ''}`}>{roleChangeWords(change)}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

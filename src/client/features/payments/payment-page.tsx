import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { OrderLinesTable } from '../../components/order-lines';
import { useTRPC } from '../../lib/trpc';
import { PaymentPanel } from './payment-panel';
import { PaymentReceipt } from './payment-receipt';
import styles from './payment.module.css';

/**
 * /payment/{id}: greets the customer by name, says which order is being paid for (its number, PO
 * number and lines) and how much, then shows the card form (docs/product.md#routes, docs/product.md#payment-form). A paid order
 * shows its receipt instead, never the form; a cancelled or expired one says so.
 */
export function PaymentPage({ orderId }: { orderId: string }) {
  const trpc = useTRPC();
  const order = useQuery(trpc.orders.details.queryOptions({ id: orderId }, { retry: false, staleTime: Infinity }));
  const [justPaid, setJustPaid] = useState(false);

  if (order.isPending) return <PaymentPageSkeleton />;
  if (order.isError) {
    const status = order.error.data?.httpStatus;
    if (status === 404 || status === 400) return <OrderNotFound />;
    return (
      <div className={styles.page}>
        <h1>Payment</h1>
        <ErrorNotice title="We couldn't load your order." error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} />
      </div>
    );
  }
  if (order.data.isPaid) {
    return (
      <div className={styles.page}>
        <PaymentReceipt order={order.data} justPaid={justPaid} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-labelledby="payment-title">
        <h1 id="payment-title">Hello, {order.data.user}</h1>
        <p>
          Please pay for order <strong className={styles.orderNumber}>{order.data.number}</strong>
          {order.data.poNumber ? (
            <>
              , your PO number <strong>{order.data.poNumber}</strong>
            </>
          ) : null}
          .
        </p>
        <OrderLinesTable lines={order.data.lines} total={order.data.totalPrice} charges={order.data} />
        <p className={styles.amount}>
          Amount to pay: <strong>{formatDollars(order.data.totalPrice)}</strong>
        </p>
      </section>
      <UnpaidOrder order={order.data} onPaid={() => setJustPaid(true)} />
    </div>
  );
}

function UnpaidOrder({ order, onPaid }: { order: Order; onPaid(): void }) {
  if (order.status === 'cancelled' || order.status === 'expired') {
    return (
      <p className={styles.notice}>
        This order was {order.status === 'cancelled' ? 'cancelled' : 'not paid in time and has expired'}; it can no longer be paid.{' '}
        <Link to="/products">Order again</Link>
      </p>
    );
  }
  return <PaymentPanel order={order} onPaid={onPaid} />;
}

/** An unknown id, or someone else's order (docs/decisions/032): said plainly, with the ways on. */
function OrderNotFound() {
  return (
    <div className={styles.page}>
      <section className={styles.notice} aria-labelledby="order-missing-title">
        <h1 id="order-missing-title">We couldn't find this order</h1>
        <p>The link may be mistyped, or the order belongs to another account. Every order you placed is in My Orders.</p>
        <p className={styles.onward}>
          <Link to="/dashboard/my-orders">Go to My Orders</Link>
          <Link to="/products">Continue shopping</Link>
        </p>
      </section>
    </div>
  );
}

/** While the order loads: the page's shape (greeting, amount, card form), so nothing jumps. */
function PaymentPageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <Loader label="Loading your order" />
      <div className={styles.skeleton} aria-hidden="true">
        <span className={styles.skeletonHeading} />
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonLine} />
      </div>
      <div className={`${styles.skeleton} ${styles.skeletonCard}`} aria-hidden="true" />
    </div>
  );
}

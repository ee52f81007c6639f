import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { trpc } from '../../lib/trpc';
import { PaymentPanel } from './payment-panel';
import styles from './payment.module.css';

/**
 * /payment/{id}: greets the customer by name, says what is being paid for and how much, then
 * shows the card form (docs/product.md#routes, docs/product.md#payment-form). An order that is paid, cancelled or expired says
 * so instead.
 */
export function PaymentPage({ orderId }: { orderId: string }) {
  const order = trpc.orders.details.useQuery({ id: orderId }, { retry: false, staleTime: Infinity });

  if (order.isPending) return <Loader label="Loading your order" />;
  if (order.isError) {
    const missing = order.error.data?.httpStatus === 404 || order.error.data?.httpStatus === 400;
    return (
      <div className={styles.page}>
        {missing ? (
          <ErrorNotice title="We couldn't find this order." />
        ) : (
          <ErrorNotice title="We couldn't load your order." error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} />
        )}
        <Link to="/dashboard/my-orders">Back to My Orders</Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.summary} aria-labelledby="payment-title">
        <h1 id="payment-title">Hello, {order.data.user}</h1>
        <p>
          Please pay for <strong>{order.data.productName}</strong> ({order.data.orderQuantity} units).
        </p>
        <p className={styles.amount}>
          Amount to pay: <strong>{formatDollars(order.data.totalPrice)}</strong>
        </p>
      </section>
      <OrderPayment order={order.data} />
    </div>
  );
}

function OrderPayment({ order }: { order: Order }) {
  if (order.isPaid) {
    return (
      <p className={styles.notice}>
        This order is paid. Transaction id: <code>{order.transactionId}</code>
      </p>
    );
  }
  if (order.status === 'cancelled' || order.status === 'expired') {
    return (
      <p className={styles.notice}>
        This order was {order.status === 'cancelled' ? 'cancelled' : 'not paid in time and has expired'}; it can no longer be paid.{' '}
        <Link to="/" hash="products">
          Order again
        </Link>
      </p>
    );
  }
  return <PaymentPanel order={order} />;
}

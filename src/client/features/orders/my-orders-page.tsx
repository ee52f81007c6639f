import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import { CancelOrderDialog } from './cancel-order-dialog';
import { payByText } from './pay-by';
import styles from './my-orders-page.module.css';
import { StatusBadge } from '../../components/status-badge';
import button from '../../components/button.module.css';
import table from '../../components/data-table.module.css';

// undefined locale: the visitor's own (docs/product.md#9-business-constants: local-locale timestamps).
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** dashboard/my-orders: the signed-in customer's orders, newest first, with Pay and Cancel. */
export function MyOrdersPage() {
  const { user } = useSession();
  const orders = trpc.orders.mine.useQuery(undefined, { enabled: Boolean(user) });

  return (
    <section aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">My Orders</h1>
      {!user || orders.isPending ? (
        <Loader label="Loading your orders" />
      ) : orders.isError ? (
        <ErrorNotice title="We couldn't load your orders." error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : orders.data.length === 0 ? (
        <div className={styles.empty}>
          <p>No orders yet</p>
          <Link to="/" hash="products">
            Browse the products
          </Link>
        </div>
      ) : (
        <OrdersTable orders={orders.data} />
      )}
    </section>
  );
}

function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col">Payment</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id}>
            <th scope="row" data-label="Product">
              {order.productName}
            </th>
            <td data-label="Quantity">{order.orderQuantity} units</td>
            <td data-label="Total">{formatDollars(order.totalPrice)}</td>
            <td data-label="Date">
              <time dateTime={order.date}>{dateFormat.format(new Date(order.date))}</time>
            </td>
            <td data-label="Status">
              <StatusBadge status={order.status} />
            </td>
            <td data-label="Payment">
              <OrderActions order={order} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Unpaid: its deadline ("Pay by 14:30 today", docs/decisions/043), Pay and Cancel. Paid: the transaction id instead (docs/product.md#order-status). */
function OrderActions({ order }: { order: Order }) {
  if (order.isPaid) {
    return (
      <span className={styles.transaction}>
        Transaction id: <code>{order.transactionId}</code>
      </span>
    );
  }
  return (
    <div className={styles.actions}>
      {order.expiresAt ? (
        <time className={styles.deadline} dateTime={order.expiresAt}>
          {payByText(order.expiresAt, { now: new Date() })}
        </time>
      ) : null}
      <Link to="/payment/$id" params={{ id: order._id }} className={button.primary} aria-label={`Pay for the ${order.productName} order`}>
        Pay
      </Link>
      <CancelOrderDialog order={order} />
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { Order } from '../../../shared/schemas/order';
import { ErrorNotice } from '../../components/error-notice';
import { QuantityAndTotalCells } from '../../components/order-lines';
import { StatusBadge } from '../../components/status-badge';
import { orderName } from '../../lib/order-words';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ClosedOrders } from './closed-orders';
import { MyOrdersSkeleton } from './my-orders-page-skeleton';
import { MyOrdersTableHead } from './my-orders-table-head';
import { OrderLinesDisclosure } from './order-lines-disclosure';
import { PoNumber } from './po-number';
import { formatOrderTime } from './order-date';
import { payByText } from './pay-by';
import { ShipmentDetails } from './shipment-details';
import styles from './my-orders-page.module.css';
import button from '../../components/button.module.css';
import table from '../../components/data-table.module.css';

/**
 * dashboard/my-orders: the signed-in customer's open orders, newest first, with their number (and
 * PO number), their lines, delivery, Pay and Cancel; then their closed orders, collapsed. After a cancel the focus goes to
 * the message saying so (the cancelled row, which held the focus, is gone).
 */
export function MyOrdersPage() {
  const { user } = useSession();
  const orders = trpc.orders.mine.useQuery(undefined, { enabled: Boolean(user) });
  // The same query as the Closed orders group's (one request): the empty state says whether any exist.
  const closed = trpc.orders.closedMine.useQuery(undefined, { enabled: Boolean(user) });
  const [cancelled, setCancelled] = useState<string>();
  const message = useRef<HTMLParagraphElement>(null);

  function onCancelled(order: Order) {
    setCancelled(`Order ${order.number} was cancelled. You will find it under Closed orders.`);
    message.current?.focus();
  }

  return (
    <section aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">My Orders</h1>
      <p ref={message} role="status" tabIndex={-1} className={cancelled ? styles.message : styles.silent}>
        {cancelled}
      </p>
      {!user || orders.isPending ? (
        <MyOrdersSkeleton />
      ) : orders.isError ? (
        <ErrorNotice title="We couldn't load your orders." error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : orders.data.length === 0 ? (
        <div className={styles.empty}>
          <p>{closed.data?.length ? 'No open orders' : 'No orders yet'}</p>
          <Link to="/" hash="products">
            Browse the products
          </Link>
        </div>
      ) : (
        <OrdersTable orders={orders.data} onCancelled={onCancelled} />
      )}
      <ClosedOrders enabled={Boolean(user)} />
    </section>
  );
}

function OrdersTable({ orders, onCancelled }: { orders: Order[]; onCancelled: (order: Order) => void }) {
  return (
    <table className={table.table}>
      <MyOrdersTableHead />
      <tbody>
        {orders.map((order) => (
          <tr key={order._id}>
            <th scope="row" data-label="Order">
              {order.number}
              <PoNumber order={order} />
            </th>
            <td data-label="Product">
              <OrderLinesDisclosure order={order} />
            </td>
            <QuantityAndTotalCells order={order} />
            <td data-label="Date" className={styles.date}>
              <time dateTime={order.date}>{formatOrderTime(order.date)}</time>
            </td>
            <td data-label="Status">
              <StatusBadge status={order.status} />
            </td>
            <td data-label="Delivery">
              <ShipmentDetails order={order} />
            </td>
            <td data-label="Payment">
              <OrderActions order={order} onCancelled={onCancelled} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Unpaid: its deadline ("Pay by 14:30 today", docs/decisions/043), Pay and Cancel. Paid: the transaction id instead (docs/product.md#order-status). */
function OrderActions({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
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
      <Link to="/payment/$id" params={{ id: order._id }} className={button.primary} aria-label={`Pay for ${orderName(order)}`}>
        Pay
      </Link>
      <CancelOrderDialog order={order} onCancelled={onCancelled} />
    </div>
  );
}

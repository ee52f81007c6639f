import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { AdminOrderDetail } from '../../../shared/schemas/admin-orders';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { OrderLinesTable } from '../../components/order-lines';
import { StatusBadge } from '../../components/status-badge';
import { trpc } from '../../lib/trpc';
import { CancelUnpaidOrderDialog } from './cancel-unpaid-order-dialog';
import { eventDetailLines } from './event-details';
import { formatTime } from './format-time';
import { ShipOrderDialog } from './ship-order-dialog';
import styles from './order-detail-page.module.css';

type TimelineEvent = AdminOrderDetail['timeline'][number];

const EVENT_TITLES: Record<string, string> = {
  placed: 'Placed',
  payment_attempt: 'Payment attempt',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  payment_cancelled: 'Payment cancelled',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
  shipped: 'Shipped',
};

const actorOf = (event: TimelineEvent) => (event.actor.email ? `${event.actor.type} ${event.actor.email}` : event.actor.type);

/** dashboard/orders/$orderId: one order for the admin (its PO number, note and lines), its customer and its timeline. */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const detail = trpc.adminOrders.detail.useQuery({ orderId });

  return (
    <section aria-labelledby="order-title">
      <Link to="/dashboard/manage-all-orders">← All orders</Link>
      <h1 id="order-title">{detail.data ? `Order ${detail.data.order.number}` : 'Order'}</h1>
      {detail.isPending ? (
        <Loader label="Loading the order" />
      ) : detail.isError ? (
        <ErrorNotice title="We couldn't load this order." error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : (
        <OrderDetail detail={detail.data} />
      )}
    </section>
  );
}

function OrderDetail({ detail: { order, customer, timeline } }: { detail: AdminOrderDetail }) {
  return (
    <div className={styles.layout}>
      <dl className={styles.facts}>
        <dt>Order number</dt>
        <dd>{order.number}</dd>
        {order.poNumber ? (
          <>
            <dt>PO number</dt>
            <dd>{order.poNumber}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>{formatDollars(order.totalPrice)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={order.status} /> {order.isPaid ? 'Paid' : 'Unpaid'}
        </dd>
        {order.transactionId ? (
          <>
            <dt>Transaction</dt>
            <dd>
              <code>{order.transactionId}</code>
            </dd>
          </>
        ) : null}
        {order.carrier || order.trackingNumber ? (
          <>
            <dt>Shipment</dt>
            <dd>{[order.carrier, order.trackingNumber].filter(Boolean).join(' · ')}</dd>
          </>
        ) : null}
        <dt>Placed</dt>
        <dd>
          <time dateTime={order.date}>{formatTime(order.date)}</time>
        </dd>
        {order.expiresAt ? (
          <>
            <dt>Released unless paid by</dt>
            <dd>
              <time dateTime={order.expiresAt}>{formatTime(order.expiresAt)}</time>
            </dd>
          </>
        ) : null}
        {order.note ? (
          <>
            <dt>Note from the buyer</dt>
            <dd className={styles.note}>{order.note}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.lines}>
        <OrderLinesTable lines={order.lines} total={order.totalPrice} caption="Lines" />
      </div>
      <div className={styles.orderActions}>
        <ShipOrderDialog order={order} />
        <CancelUnpaidOrderDialog order={order} />
      </div>

      <h2>Customer</h2>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{customer.name}</dd>
        <dt>E-mail</dt>
        <dd>{customer.email}</dd>
        <dt>Phone</dt>
        <dd>{customer.phone ?? order.phone}</dd>
        <dt>Address</dt>
        <dd>{customer.address ?? order.address}</dd>
      </dl>

      <h2 id="timeline-title">Timeline</h2>
      <ol className={styles.timeline} aria-labelledby="timeline-title">
        {timeline.map((event, index) => (
          <li key={index}>
            <p className={styles.event}>
              <strong>{EVENT_TITLES[event.type] ?? event.type}</strong> <time dateTime={event.at}>{formatTime(event.at)}</time>
            </p>
            <p className={styles.actor}>by {actorOf(event)}</p>
            {eventDetailLines(event.details).map((line) => (
              <p key={line} className={styles.detail}>
                {line}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDollars } from '../../../shared/money';
import type { ClosedOrder } from '../../../shared/schemas/order';
import { ErrorNotice } from '../../components/error-notice';
import { StatusBadge } from '../../components/status-badge';
import { unitsOf } from '../../lib/order-words';
import { useTRPC } from '../../lib/trpc';
import type { BuyAgainSlot } from './buy-again-slot';
import { formatOrderTime } from './order-date';
import { OrderLinesDisclosure } from './order-lines-disclosure';
import { PoNumber } from './po-number';
import styles from './my-orders-page.module.css';

/**
 * My Orders' "Closed orders": the customer's cancelled and expired orders with their lines (as in
 * the open orders' table) and why and when they closed, collapsed at first.
 */
export function ClosedOrders({ enabled, buyAgain }: { enabled: boolean; buyAgain?: BuyAgainSlot }) {
  const trpc = useTRPC();
  const closed = useQuery(trpc.orders.closedMine.queryOptions(undefined, { enabled }));

  if (closed.isError) {
    return <ErrorNotice title="We couldn't load your closed orders." onRetry={() => void closed.refetch()} retrying={closed.isFetching} />;
  }
  if (!closed.data || closed.data.length === 0) return null;
  return (
    <details className={styles.closed}>
      <summary>Closed orders ({closed.data.length})</summary>
      <ul className={styles.closedList} aria-label="Closed orders">
        {closed.data.map((order) => (
          <ClosedOrderItem key={order._id} order={order} buyAgain={buyAgain} />
        ))}
      </ul>
    </details>
  );
}

function ClosedOrderItem({ order, buyAgain }: { order: ClosedOrder; buyAgain?: BuyAgainSlot }) {
  return (
    <li className={styles.closedOrder}>
      <div className={styles.closedTitle}>
        <Link to="/dashboard/orders/$orderId" params={{ orderId: order._id }} className={styles.closedNumber}>
          {order.number}
        </Link>
        <PoNumber order={order} />
        <OrderLinesDisclosure order={order} />
        <span>
          {unitsOf(order.lines)} units, {formatDollars(order.totalPrice)}
        </span>
        <StatusBadge status={order.status} />
        {buyAgain?.({ id: order._id, number: order.number })}
      </div>
      <p>
        {order.closeReason} · <time dateTime={order.closedAt}>{formatOrderTime(order.closedAt)}</time>
      </p>
    </li>
  );
}

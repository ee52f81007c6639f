import type { Order } from '../../../shared/schemas/order';
import { trackingUrl } from '../../../shared/rules/tracking-url';
import { formatOrderTime } from './order-date';
import styles from './my-orders-page.module.css';

/**
 * A shipped order's delivery: the ship date, the carrier, and the tracking number, a link to the
 * carrier's tracking page when the carrier is one we know (trackingUrl), plain text otherwise.
 */
export function ShipmentDetails({ order }: { order: Order }) {
  if (order.status !== 'shipped' || !order.shippedAt) return <span className={styles.muted}>Not shipped yet</span>;
  const url = trackingUrl(order.carrier, order.trackingNumber);
  return (
    <div className={styles.shipment}>
      <span>
        Shipped <time dateTime={order.shippedAt}>{formatOrderTime(order.shippedAt, { dayOnly: true })}</time>
      </span>
      {order.carrier ? <span>by {order.carrier}</span> : null}
      {order.trackingNumber ? (
        <span>
          Tracking:{' '}
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${order.trackingNumber}: track order ${order.number} with ${order.carrier} (opens in a new tab)`}>
              <code>{order.trackingNumber}</code>
            </a>
          ) : (
            <code>{order.trackingNumber}</code>
          )}
        </span>
      ) : null}
    </div>
  );
}

import type { Order } from '../../../shared/schemas/order';
import styles from './my-orders-page.module.css';

/** The buyer's purchase-order number under the order's number, when they gave one at checkout. */
export function PoNumber({ order }: { order: Pick<Order, 'poNumber'> }) {
  if (!order.poNumber) return null;
  return (
    <>
      {' '}
      <span className={styles.poNumber}>PO {order.poNumber}</span>
    </>
  );
}

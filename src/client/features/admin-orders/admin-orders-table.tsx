import { Link } from '@tanstack/react-router';
import type { Order } from '../../../shared/schemas/order';
import table from '../../components/data-table.module.css';
import { QuantityAndTotalCells } from '../../components/order-lines';
import { StatusBadge } from '../../components/status-badge';
import { linesSummary, orderName } from '../../lib/order-words';
import { formatTime } from './format-time';
import { ShipOrderDialog } from './ship-order-dialog';
import styles from './manage-all-orders-page.module.css';

/**
 * All orders: number, customer, what it holds (the product of a one-line order, "3 lines" for
 * more), its units, total, paid state, status, date, and the actions. The lines are on its detail.
 */
export function AdminOrdersTable({ orders }: { orders: Order[] }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Product</th>
          <th scope="col" className={table.number}>
            Quantity
          </th>
          <th scope="col" className={table.number}>
            Total
          </th>
          <th scope="col">Paid</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id}>
            <th scope="row" data-label="Order">
              {order.number}
            </th>
            <td data-label="Customer">
              {order.user}
              <span className={styles.email}>{order.email}</span>
            </td>
            <td data-label="Product">{linesSummary(order.lines)}</td>
            <QuantityAndTotalCells order={order} />
            <td data-label="Paid">{order.isPaid ? 'Paid' : 'Unpaid'}</td>
            <td data-label="Status">
              <StatusBadge status={order.status} />
            </td>
            <td data-label="Date">
              <time dateTime={order.date}>{formatTime(order.date)}</time>
            </td>
            <td data-label="Actions" className={styles.actions}>
              <ShipOrderDialog order={order} />
              <Link to="/dashboard/orders/$orderId" params={{ orderId: order._id }} aria-label={`Details of ${orderName(order)} of ${order.user}`}>
                Details
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

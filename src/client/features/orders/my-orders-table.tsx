import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { includedText } from '../../components/order-charges';
import { StatusBadge } from '../../components/status-badge';
import button from '../../components/button.module.css';
import { orderName, unitsOf } from '../../lib/order-words';
import type { BuyAgainSlot } from './buy-again-slot';
import { CancelOrderDialog } from './cancel-order-dialog';
import { formatOrderTime } from './order-date';
import { OrderLinesDisclosure } from './order-lines-disclosure';
import { payByText } from './pay-by';
import { PoNumber } from './po-number';
import { ShipmentDetails } from './shipment-details';
import styles from './my-orders-page.module.css';

type OnCancelled = (order: Order) => void;

function columnsFor(onCancelled: OnCancelled, buyAgain: BuyAgainSlot | undefined): DataTableColumn<Order>[] {
  const columns: DataTableColumn<Order>[] = [
    {
      id: 'number',
      header: 'Order',
      meta: { rowHeader: true, nowrap: true },
      // The order's own page: its documents, payment and history.
      cell: ({ row }) => (
        <>
          <Link to="/dashboard/orders/$orderId" params={{ orderId: row.original._id }}>
            {row.original.number}
          </Link>
          <PoNumber order={row.original} />
        </>
      ),
    },
    { id: 'product', header: 'Product', cell: ({ row }) => <OrderLinesDisclosure order={row.original} /> },
    { id: 'units', accessorFn: (order) => unitsOf(order.lines), header: 'Units', meta: { align: 'end' } },
    { id: 'total', header: 'Total', meta: { align: 'end' }, cell: ({ row }) => <OrderTotal order={row.original} /> },
    {
      id: 'date',
      header: 'Placed',
      cell: ({ row }) => (
        <span className={styles.placed}>
          <time dateTime={row.original.date}>{formatOrderTime(row.original.date)}</time>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <div className={styles.status}>
          <StatusBadge status={row.original.status} />
          <ShipmentDetails order={row.original} />
        </div>
      ),
    },
    { id: 'payment', header: 'Payment', cell: ({ row }) => <OrderActions order={row.original} onCancelled={onCancelled} /> },
  ];
  if (!buyAgain) return columns;
  // The button names itself: its header is for screen readers only, and a phone's card gives it no label.
  const again: DataTableColumn<Order> = {
    id: 'buy-again',
    header: () => <span className="visually-hidden">Buy again</span>,
    cell: ({ row }) => buyAgain({ id: row.original._id, number: row.original.number }),
  };
  return [...columns, again];
}

interface MyOrdersTableProps {
  orders: Order[];
  loading: boolean;
  empty: ReactNode;
  onCancelled: OnCancelled;
  /** "Buy again" on each row (issue 41), from the cart feature. */
  buyAgain?: BuyAgainSlot;
}

/**
 * My Orders' open orders on the data table: number (and PO number), lines, units, total, date,
 * status with the delivery under it once shipped, Pay/Cancel, and Buy again when the route hands
 * it in. Columns that wrap, so the table fits the dashboard's column at 1366 px.
 */
export function MyOrdersTable({ orders, loading, empty, onCancelled, buyAgain }: MyOrdersTableProps) {
  const columns = useMemo(() => columnsFor(onCancelled, buyAgain), [onCancelled, buyAgain]);
  return (
    <DataTable
      label="My open orders"
      columns={columns}
      rows={orders}
      getRowId={(order) => order._id}
      rowName={(order) => order.number}
      loading={loading}
      loadingLabel="Loading your orders"
      empty={empty}
    />
  );
}

/** Unpaid: its deadline ("Pay by 14:30 today", docs/decisions/043), Pay and Cancel. Paid: the transaction id instead (docs/product.md#order-status). */
function OrderActions({ order, onCancelled }: { order: Order; onCancelled: OnCancelled }) {
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

/** The total, and under it what it includes besides the goods ("incl. shipping $5.00 and tax $21.00"). */
function OrderTotal({ order }: { order: Order }) {
  const included = includedText(order);
  // One element: on a phone each cell is a label and a value side by side, and this is the value.
  return (
    <span>
      {formatDollars(order.totalPrice)}
      {included ? <span className={styles.included}>{included}</span> : null}
    </span>
  );
}

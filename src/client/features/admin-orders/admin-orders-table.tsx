import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import { DataTable, type DataTableColumn, type RowSelectionState } from '../../components/data-table/data-table';
import { TwoLineCell } from '../../components/data-table/data-table-parts';
import { StatusBadge } from '../../components/status-badge';
import { linesSummary, unitsOf } from '../../lib/order-words';
import { formatTime } from './format-time';
import { ShipOrderDialog } from './ship-order-dialog';
import styles from './manage-all-orders-page.module.css';

const columns: DataTableColumn<Order>[] = [
  {
    id: 'number',
    accessorFn: (order) => order.number,
    header: 'Order',
    meta: { rowHeader: true, nowrap: true },
    cell: ({ row }) => (
      <Link to="/dashboard/orders/$orderId" params={{ orderId: row.original._id }}>
        {row.original.number}
      </Link>
    ),
  },
  {
    id: 'customer',
    accessorFn: (order) => order.user,
    header: 'Customer',
    meta: { twoLines: true },
    // A company member's order names the company and the location beside the buyer's e-mail.
    cell: ({ row }) => <TwoLineCell first={row.original.user} second={companyLine(row.original)} />,
  },
  { id: 'lines', accessorFn: (order) => linesSummary(order.lines), header: 'Lines', meta: { truncate: true } },
  { id: 'units', accessorFn: (order) => unitsOf(order.lines), header: 'Units', meta: { align: 'end' } },
  { id: 'total', accessorFn: (order) => order.totalPrice, header: 'Total', meta: { align: 'end' }, cell: ({ row }) => formatDollars(row.original.totalPrice) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className={styles.status}>
        <StatusBadge status={row.original.status} />
        <span className={styles.payment}>{row.original.isPaid ? 'Paid' : 'Unpaid'}</span>
      </span>
    ),
  },
  {
    id: 'placed',
    accessorFn: (order) => order.date,
    header: 'Placed',
    cell: ({ row }) => (
      <span className={styles.placed}>
        <time dateTime={row.original.date}>{formatTime(row.original.date)}</time>
      </span>
    ),
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <ShipOrderDialog order={row.original} /> },
];

interface AdminOrdersTableProps {
  orders: Order[];
  loading: boolean;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
}

/**
 * All orders on the data table: the number (a link to its detail), the customer over their
 * e-mail, what it holds (the product of a one-line order, "3 lines" for more), its units and
 * total, its status over paid or not, when it was placed, and Ship; a checkbox each for the bulk
 * actions. Related values share a cell so that every column fits a 1366 px window. The server
 * sorts (newest first); the lines are on the detail.
 */
export function AdminOrdersTable({ orders, loading, selection, onSelectionChange }: AdminOrdersTableProps) {
  return (
    <DataTable
      label="Orders"
      columns={columns}
      rows={orders}
      getRowId={(order) => order._id}
      rowName={(order) => `order ${order.number}`}
      selection={selection}
      onSelectionChange={onSelectionChange}
      loading={loading}
      loadingLabel="Loading the orders"
      empty="No orders match these filters."
    />
  );
}

/** The customer cell's second line: the e-mail, then the company and location of a member's order. */
function companyLine(order: Order): string {
  return order.company ? `${order.email} · ${order.company.name}${order.location ? `, ${order.location.name}` : ''}` : order.email;
}

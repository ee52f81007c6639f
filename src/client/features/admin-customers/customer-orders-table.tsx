import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { CustomerOrder } from '../../../shared/schemas/customer';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { StatusBadge } from '../../components/status-badge';
import { formatWhen, PAYMENT_WORDS } from './customer-words';

const columns: DataTableColumn<CustomerOrder>[] = [
  {
    id: 'number',
    accessorFn: (order) => order.number,
    header: 'Order',
    meta: { rowHeader: true, nowrap: true },
    cell: ({ row }) => (
      <Link to="/dashboard/orders/$orderId" params={{ orderId: row.original.id }}>
        {row.original.number}
      </Link>
    ),
  },
  { id: 'date', accessorFn: (order) => order.date, header: 'Placed', meta: { nowrap: true }, cell: ({ row }) => <time dateTime={row.original.date}>{formatWhen(row.original.date)}</time> },
  { id: 'status', accessorFn: (order) => order.status, header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: 'payment', accessorFn: (order) => PAYMENT_WORDS[order.payment], header: 'Payment' },
  { id: 'total', accessorFn: (order) => order.total, header: 'Total', meta: { align: 'end' }, cell: ({ row }) => formatDollars(row.original.total) },
  { id: 'lines', accessorFn: (order) => order.lines, header: 'Lines', meta: { align: 'end' } },
];

/** A customer's latest orders, most recent first, each number opening the admin's order page. */
export function CustomerOrdersTable({ orders }: { orders: CustomerOrder[] }) {
  return <DataTable label="Orders" columns={columns} rows={orders} getRowId={(order) => order.id} rowName={(order) => order.number} empty="No orders yet." />;
}

import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { CustomerRow } from '../../../shared/schemas/customer';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { formatDay, ROLE_WORDS } from './customer-words';

const day = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDay(iso)}</time> : '—');

/** The customer list's columns: the name opens the customer's page. */
export const customerColumns: DataTableColumn<CustomerRow>[] = [
  {
    id: 'name',
    accessorFn: (customer) => customer.name,
    header: 'Name',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link to="/dashboard/customers/$customerId" params={{ customerId: row.original.id }}>
        {row.original.name}
      </Link>
    ),
  },
  { id: 'email', accessorFn: (customer) => customer.email, header: 'E-mail', meta: { truncate: true } },
  { id: 'role', accessorFn: (customer) => ROLE_WORDS[customer.role], header: 'Role' },
  { id: 'verified', accessorFn: (customer) => (customer.emailVerified ? 'Yes' : 'No'), header: 'Verified' },
  { id: 'orders', accessorFn: (customer) => customer.orders, header: 'Orders', meta: { align: 'end' } },
  { id: 'totalSpent', accessorFn: (customer) => customer.totalSpent, header: 'Total spent', meta: { align: 'end' }, cell: ({ row }) => formatDollars(row.original.totalSpent) },
  { id: 'lastOrderAt', accessorFn: (customer) => customer.lastOrderAt, header: 'Last order', meta: { nowrap: true }, cell: ({ row }) => day(row.original.lastOrderAt) },
  { id: 'joinedAt', accessorFn: (customer) => customer.joinedAt, header: 'Joined', meta: { nowrap: true }, cell: ({ row }) => day(row.original.joinedAt) },
];

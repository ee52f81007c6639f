import { Link } from '@tanstack/react-router';
import type { CompanyRow } from '../../../shared/schemas/company';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { COMPANY_STATUS_WORDS } from './company-words';

/** The Companies page's columns: the name opens the company's page. */
export const companyColumns: DataTableColumn<CompanyRow>[] = [
  {
    id: 'name',
    accessorFn: (company) => company.name,
    header: 'Name',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link to="/dashboard/companies/$companyId" params={{ companyId: row.original.id }}>
        {row.original.name}
      </Link>
    ),
  },
  { id: 'taxId', accessorFn: (company) => company.taxId ?? '—', header: 'Tax id', meta: { truncate: true } },
  { id: 'status', accessorFn: (company) => COMPANY_STATUS_WORDS[company.status], header: 'Status' },
  { id: 'members', accessorFn: (company) => company.members, header: 'Members', meta: { align: 'end' } },
];

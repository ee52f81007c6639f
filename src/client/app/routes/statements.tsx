import { getRouteApi } from '@tanstack/react-router';
import { PendingInvitationsNotice } from '../../features/companies/pending-invitations-page';
import { ReceivablesPage } from '../../features/statements/receivables-page';
import { StatementPage } from '../../features/statements/statement-page';

const receivablesRoute = getRouteApi('/dashboard/_admin/receivables');

/** dashboard/company/statement: the member's company's statement; for an account in no company, the way to join one. */
export function StatementRoute() {
  return <StatementPage notInACompany={<PendingInvitationsNotice />} />;
}

/** dashboard/receivables (admin): every company's balance and ageing, the sort in the URL (`?sort=`, largest balance by default). */
export function ReceivablesRoute() {
  const navigate = receivablesRoute.useNavigate();
  return <ReceivablesPage sort={receivablesRoute.useSearch().sort ?? 'balance'} onSort={(sort) => void navigate({ search: sort === 'balance' ? {} : { sort } })} />;
}

import { getRouteApi } from '@tanstack/react-router';
import { PendingInvitationsNotice } from '../../features/companies/pending-invitations-page';
import { ReceivablesPage } from '../../features/statements/receivables-page';
import { StatementPage } from '../../features/statements/statement-page';
import type { StatementRowAction } from '../../features/statements/statement-view';
import { PayInvoiceButton } from '../../features/payments/pay-invoice-button';
import { useSession } from '../../lib/use-session';

const receivablesRoute = getRouteApi('/dashboard/_admin/receivables');

/** dashboard/company/statement: the member's company's statement, each open invoice payable by card; for an account in no company, the way to join one. */
export function StatementRoute() {
  const { user } = useSession();
  const payByCard: StatementRowAction | undefined = user ? (invoice) => <PayInvoiceButton invoiceNumber={invoice.number} payer={{ name: user.name, email: user.email }} /> : undefined;
  return <StatementPage notInACompany={<PendingInvitationsNotice />} rowAction={payByCard} />;
}

/** dashboard/receivables (admin): every company's balance and ageing, the sort in the URL (`?sort=`, largest balance by default). */
export function ReceivablesRoute() {
  const navigate = receivablesRoute.useNavigate();
  return <ReceivablesPage sort={receivablesRoute.useSearch().sort ?? 'balance'} onSort={(sort) => void navigate({ search: sort === 'balance' ? {} : { sort } })} />;
}

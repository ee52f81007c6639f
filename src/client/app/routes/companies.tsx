import { getRouteApi } from '@tanstack/react-router';
import { CompaniesPage } from '../../features/admin-companies/companies-page';
import { CompanyDetailPage, type CompanyPageSlots } from '../../features/admin-companies/company-detail-page';
import { AuditTrail } from '../../features/audit-log/audit-trail';
import { InviteMemberDialog } from '../../features/companies/invite-member-dialog';
import { CompanyStatement } from '../../features/statements/company-statement';

const companiesRoute = getRouteApi('/dashboard/_admin/companies');
const companyRoute = getRouteApi('/dashboard/_admin/companies/$companyId');

/** dashboard/companies (admin): the Companies page with its search in the URL (`?q=`). */
export function CompaniesRoute() {
  const navigate = companiesRoute.useNavigate();
  return <CompaniesPage q={companiesRoute.useSearch().q} onSearch={(q) => void navigate({ search: q ? { q } : {} })} />;
}

/**
 * What the other features put on a company's page (features do not import each other, so the
 * route composes them): Invite (the invitations' dialog), its statement and its audit trail. Its orders are the
 * admin's order list filtered to it, which the page links to.
 */
const slots: CompanyPageSlots = {
  invite: (company) => <InviteMemberDialog target={{ companyId: company.id }} locations={company.locations} />,
  statement: (company) => <CompanyStatement companyId={company.id} companyName={company.name} />,
  auditTrail: (company) => <AuditTrail target={company.id} label={`Audit trail of ${company.name}`} />,
};

/** dashboard/companies/{companyId} (admin): one company. */
export function CompanyDetailRoute() {
  return <CompanyDetailPage companyId={companyRoute.useParams().companyId} slots={slots} />;
}

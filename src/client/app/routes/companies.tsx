import { getRouteApi } from '@tanstack/react-router';
import { CompaniesPage } from '../../features/admin-companies/companies-page';
import { CompanyDetailPage, type CompanyPageSlots } from '../../features/admin-companies/company-detail-page';
import { AuditTrail } from '../../features/audit-log/audit-trail';

const companiesRoute = getRouteApi('/dashboard/_admin/companies');
const companyRoute = getRouteApi('/dashboard/_admin/companies/$companyId');

/** dashboard/companies (admin): the Companies page with its search in the URL (`?q=`). */
export function CompaniesRoute() {
  const navigate = companiesRoute.useNavigate();
  return <CompaniesPage q={companiesRoute.useSearch().q} onSearch={(q) => void navigate({ search: q ? { q } : {} })} />;
}

/**
 * What the other features put on a company's page (features do not import each other, so the
 * route composes them). Invite (the invitations feature's dialog) and the company's orders (the
 * orders feature's list) are wired here when they land.
 */
const slots: CompanyPageSlots = {
  auditTrail: (company) => <AuditTrail target={company.id} label={`Audit trail of ${company.name}`} />,
};

/** dashboard/companies/{companyId} (admin): one company. */
export function CompanyDetailRoute() {
  return <CompanyDetailPage companyId={companyRoute.useParams().companyId} slots={slots} />;
}

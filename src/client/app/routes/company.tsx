import { CompanyPage } from '../../features/company/company-page';

/** dashboard/company: the member's company area. */
export function CompanyRoute() {
  return <CompanyPage />;
}

import { getRouteApi } from '@tanstack/react-router';
import { ApplicationsPage } from '../../features/business-applications/applications-page';
import { BusinessAccountPage } from '../../features/business-applications/business-account-page';

const applicationsRoute = getRouteApi('/dashboard/_admin/business-applications');

export function BusinessAccountRoute() {
  return <BusinessAccountPage />;
}

/** The shop admin's applications with the status filter in the URL's search. */
export function BusinessApplicationsRoute() {
  const navigate = applicationsRoute.useNavigate();
  return <ApplicationsPage status={applicationsRoute.useSearch().status} onStatusChange={(status) => void navigate({ search: status ? { status } : {} })} />;
}

import { getRouteApi } from '@tanstack/react-router';
import { SubscribersPage } from '../../features/admin-subscribers/subscribers-page';

const subscribersRoute = getRouteApi('/dashboard/_admin/subscribers');

/** The newsletter's subscribers with the status filter in the URL's search. */
export function SubscribersRoute() {
  const navigate = subscribersRoute.useNavigate();
  return <SubscribersPage status={subscribersRoute.useSearch().status} onStatusChange={(status) => void navigate({ search: status ? { status } : {} })} />;
}

import { getRouteApi } from '@tanstack/react-router';
import { AllOrders } from '../../features/admin-orders/manage-all-orders-page';

const route = getRouteApi('/dashboard/_admin/manage-all-orders');

/** dashboard/manage-all-orders (admin): the filters live in the URL's search, so a filtered list can be shared. */
export function ManageAllOrdersRoute() {
  const navigate = route.useNavigate();
  return <AllOrders filters={route.useSearch()} onFiltersChange={(search) => void navigate({ search })} />;
}

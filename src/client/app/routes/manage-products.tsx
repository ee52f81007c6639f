import { getRouteApi } from '@tanstack/react-router';
import { ManageProductsPage } from '../../features/admin-products/manage-products-page';

const route = getRouteApi('/dashboard/_admin/manage-products');

/** dashboard/manage-products (admin): the search, filters and sort live in the URL, so Back and a shared link restore them. */
export function ManageProductsRoute() {
  const navigate = route.useNavigate();
  return <ManageProductsPage filters={route.useSearch()} onFiltersChange={(search) => void navigate({ search })} />;
}

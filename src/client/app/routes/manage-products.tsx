import { ManageProductsPage } from '../../features/admin-products/manage-products-page';

/** dashboard/manage-products (admin). */
export function ManageProductsRoute() {
  return <ManageProductsPage />;
}

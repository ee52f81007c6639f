import { AddProductPage } from '../../features/admin-products/add-product-page';

/** dashboard/add-product (admin). */
export function AddProductRoute() {
  return <AddProductPage />;
}

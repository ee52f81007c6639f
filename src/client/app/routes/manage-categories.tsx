import { ManageCategoriesPage } from '../../features/admin-categories/manage-categories-page';

/** dashboard/manage-categories (admin). */
export function ManageCategoriesRoute() {
  return <ManageCategoriesPage />;
}

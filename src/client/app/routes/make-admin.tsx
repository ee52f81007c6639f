import { MakeAdminPage } from '../../features/admin-users/make-admin-page';

/** dashboard/make-admin (admin): the users and their roles. */
export function MakeAdminRoute() {
  return <MakeAdminPage />;
}

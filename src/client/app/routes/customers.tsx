import { getRouteApi } from '@tanstack/react-router';
import { CustomerDetailPage } from '../../features/admin-customers/customer-detail-page';
import { CustomersPage } from '../../features/admin-customers/customers-page';

const customersRoute = getRouteApi('/dashboard/_admin/customers');
const customerRoute = getRouteApi('/dashboard/_admin/customers/$customerId');

/** dashboard/customers (admin): the customer list with its search in the URL (`?q=`). */
export function CustomersRoute() {
  const navigate = customersRoute.useNavigate();
  return <CustomersPage q={customersRoute.useSearch().q} onSearch={(q) => void navigate({ search: q ? { q } : {} })} />;
}

/** dashboard/customers/{customerId} (admin): one customer. */
export function CustomerDetailRoute() {
  return <CustomerDetailPage customerId={customerRoute.useParams().customerId} />;
}

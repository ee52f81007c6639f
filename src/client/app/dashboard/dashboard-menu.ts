import type { LinkProps } from '@tanstack/react-router';
import type { SessionUser } from '../../../shared/schemas/session-user';

type Role = SessionUser['role'];

/** Who sees an entry: everyone, customers (every non-admin), customers in a company, or admins (docs/product.md#dashboard-menu). */
export type DashboardAudience = 'all' | 'customer' | 'company' | 'admin';

export interface DashboardMenuEntry {
  to: NonNullable<LinkProps['to']>;
  label: string;
  audience: DashboardAudience;
}

/**
 * The dashboard's side menu, in display order. Features add their page here (and its route in
 * app/router.tsx: under the admin layout route for an admin page).
 */
export const dashboardMenu: DashboardMenuEntry[] = [
  { to: '/dashboard', label: 'My Profile', audience: 'all' },
  { to: '/dashboard/my-orders', label: 'My Orders', audience: 'customer' },
  { to: '/dashboard/documents', label: 'Documents', audience: 'customer' },
  { to: '/dashboard/addresses', label: 'Addresses', audience: 'customer' },
  { to: '/dashboard/lists', label: 'Lists', audience: 'customer' },
  { to: '/dashboard/company', label: 'My Company', audience: 'company' },
  { to: '/dashboard/company/products', label: 'Products we buy', audience: 'company' },
  { to: '/dashboard/business-account', label: 'Business Account', audience: 'customer' },
  { to: '/dashboard/company-invitations', label: 'Invitations', audience: 'customer' },
  { to: '/dashboard/add-review', label: 'Add Review', audience: 'customer' },
  { to: '/dashboard/overview', label: 'Overview', audience: 'admin' },
  { to: '/dashboard/add-product', label: 'Add Product', audience: 'admin' },
  { to: '/dashboard/make-admin', label: 'Make Admin', audience: 'admin' },
  { to: '/dashboard/manage-products', label: 'Manage Products', audience: 'admin' },
  { to: '/dashboard/manage-categories', label: 'Manage Categories', audience: 'admin' },
  { to: '/dashboard/manage-all-orders', label: 'Manage All Orders', audience: 'admin' },
  { to: '/dashboard/customers', label: 'Customers', audience: 'admin' },
  { to: '/dashboard/companies', label: 'Companies', audience: 'admin' },
  { to: '/dashboard/receivables', label: 'Receivables', audience: 'admin' },
  { to: '/dashboard/shipping', label: 'Shipping & tax', audience: 'admin' },
  { to: '/dashboard/price-lists', label: 'Price Lists', audience: 'admin' },
  { to: '/dashboard/manage-reviews', label: 'Manage Reviews', audience: 'admin' },
  { to: '/dashboard/audit-log', label: 'Audit Log', audience: 'admin' },
  { to: '/dashboard/messages', label: 'Messages', audience: 'admin' },
  { to: '/dashboard/subscribers', label: 'Subscribers', audience: 'admin' },
  { to: '/dashboard/business-applications', label: 'Business Applications', audience: 'admin' },
];

/**
 * The entries `role` sees: admins get the admin entries, everyone else the customer ones, and a
 * customer in a company (`inCompany`) the company's too.
 */
export function dashboardMenuFor(role: Role, menu: DashboardMenuEntry[] = dashboardMenu, { inCompany = false } = {}): DashboardMenuEntry[] {
  const audience: DashboardAudience = role === 'admin' ? 'admin' : 'customer';
  return menu.filter((entry) => entry.audience === 'all' || entry.audience === audience || (entry.audience === 'company' && audience === 'customer' && inCompany));
}

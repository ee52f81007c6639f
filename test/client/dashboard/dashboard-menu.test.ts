import { describe, expect, it } from 'vitest';
import { dashboardMenu, dashboardMenuFor, type DashboardMenuEntry } from '../../../src/client/app/dashboard/dashboard-menu';

const menu = [
  { to: '/dashboard', label: 'My Profile', audience: 'all' },
  { to: '/dashboard', label: 'My Orders', audience: 'customer' },
  { to: '/dashboard', label: 'Make Admin', audience: 'admin' },
] as DashboardMenuEntry[];

describe('the dashboard menu', () => {
  it('starts with My Profile for everyone', () => {
    expect(dashboardMenu[0]).toEqual({ to: '/dashboard', label: 'My Profile', audience: 'all' });
  });

  it('shows customers the shared and customer entries, admins the shared and admin entries', () => {
    expect(dashboardMenuFor('user', menu).map((entry) => entry.label)).toEqual(['My Profile', 'My Orders']);
    expect(dashboardMenuFor('admin', menu).map((entry) => entry.label)).toEqual(['My Profile', 'Make Admin']);
  });

  it('gives admins their pages, Overview first beside My Profile, and shows customers none of them', () => {
    const adminPages = dashboardMenuFor('admin').map((entry) => entry.to);
    expect(adminPages.slice(0, 2)).toEqual(['/dashboard', '/dashboard/overview']);
    expect(adminPages).toEqual(expect.arrayContaining(['/dashboard/make-admin', '/dashboard/manage-reviews', '/dashboard/audit-log']));
    expect(adminPages).not.toContain('/dashboard/my-orders');
    const customerPages = dashboardMenuFor('user').map((entry) => entry.to);
    for (const page of ['/dashboard/overview', '/dashboard/make-admin', '/dashboard/manage-reviews', '/dashboard/audit-log']) expect(customerPages).not.toContain(page);
  });

  it('shows My Company only to a customer in a company', () => {
    expect(dashboardMenuFor('user').map((entry) => entry.label)).not.toContain('My Company');
    expect(dashboardMenuFor('user', dashboardMenu, { inCompany: true }).map((entry) => entry.label)).toContain('My Company');
    expect(dashboardMenuFor('admin', dashboardMenu, { inCompany: true }).map((entry) => entry.label)).not.toContain('My Company');
  });
});

import { describe, expect, it } from 'vitest';
import { dashboardMenu, dashboardMenuFor, type DashboardMenuEntry } from '../../src/client/app/dashboard/dashboard-menu';

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
});

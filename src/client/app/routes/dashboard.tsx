import { DashboardLayout } from '../dashboard/dashboard-layout';

export function DashboardRoute() {
  return <DashboardLayout />;
}

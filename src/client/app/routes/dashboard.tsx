import { DashboardLayout } from '../dashboard/dashboard-layout';

export function DashboardPage() {
  return <DashboardLayout />;
}

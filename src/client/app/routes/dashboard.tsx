import { DashboardLayout } from '../dashboard/dashboard-layout';
import { MyProfile } from '../../features/profile/my-profile';

export function DashboardPage() {
  return <DashboardLayout />;
}

export function MyProfilePage() {
  return <MyProfile />;
}

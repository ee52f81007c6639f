import { MyProfile } from '../../features/profile/my-profile';

export function MyProfilePage() {
  return <MyProfile />;
}

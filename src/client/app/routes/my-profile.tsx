import { MyProfile } from '../../features/profile/my-profile';

export function MyProfileRoute() {
  return <MyProfile />;
}

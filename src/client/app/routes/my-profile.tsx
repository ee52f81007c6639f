import { PendingInvitationsNotice } from '../../features/companies/pending-invitations-page';
import { MyProfile } from '../../features/profile/my-profile';

/** My Profile, with a line about company invitations while any wait. */
export function MyProfileRoute() {
  return (
    <>
      <PendingInvitationsNotice />
      <MyProfile />
    </>
  );
}

import { CompanyPage } from '../../features/company/company-page';
import { InviteMemberDialog } from '../../features/companies/invite-member-dialog';
import { PendingInvitationsNotice } from '../../features/companies/pending-invitations-page';

/** dashboard/company: the member's company area, with invitations' dialog and notice (features do not import each other). */
export function CompanyRoute() {
  return (
    <CompanyPage invite={(locations) => <InviteMemberDialog target="my-company" locations={locations} />} notInACompany={<PendingInvitationsNotice />} />
  );
}

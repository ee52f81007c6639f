import { getRouteApi } from '@tanstack/react-router';
import { InvitationPage } from '../../features/companies/invitation-page';
import { PendingInvitationsPage } from '../../features/companies/pending-invitations-page';

const invitationRoute = getRouteApi('/company-invitation');

/** The mailed link's page: the token comes from the link's search. */
export function CompanyInvitationRoute() {
  return <InvitationPage token={invitationRoute.useSearch().token} />;
}

export function PendingInvitationsRoute() {
  return <PendingInvitationsPage />;
}

import { BuyAgainButton } from '../../features/cart/buy-again-button';
import { CompanyPage } from '../../features/company/company-page';
import type { CompanyBuyAgainSlot } from '../../features/company/company-orders';
import { InviteMemberDialog } from '../../features/companies/invite-member-dialog';
import { PendingInvitationsNotice } from '../../features/companies/pending-invitations-page';

/** Buy again on the company's orders, into the member's own cart (module scope: the table's columns stay the same). */
const buyAgain: CompanyBuyAgainSlot = (order) => <BuyAgainButton orderId={order.id} number={order.number} />;

/** dashboard/company: the member's company area, with invitations' dialog and notice and the cart's Buy again (features do not import each other). */
export function CompanyRoute() {
  return (
    <CompanyPage
      invite={(locations) => <InviteMemberDialog target="my-company" locations={locations} />}
      notInACompany={<PendingInvitationsNotice />}
      buyAgain={buyAgain}
    />
  );
}

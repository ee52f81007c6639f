import { getRouteApi } from '@tanstack/react-router';
import { useQuickAdd } from '../../features/cart/api/quick-add';
import { BuyAgainButton } from '../../features/cart/buy-again-button';
import { CompanyPage } from '../../features/company/company-page';
import type { CompanyBuyAgainSlot } from '../../features/company/company-orders';
import { ProductsWeBuyPage } from '../../features/company/products-we-buy-page';
import { InviteMemberDialog } from '../../features/companies/invite-member-dialog';
import { PendingInvitationsNotice } from '../../features/companies/pending-invitations-page';
import type { CompanyProductsSearch } from '../search/company-products-search';

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

const companyProductsRoute = getRouteApi('/dashboard/company/products');

/** dashboard/company/products: "Products we buy", the search and sort in the URL, adding to the cart through the cart's quick add. */
export function CompanyProductsRoute() {
  const navigate = companyProductsRoute.useNavigate();
  const search = companyProductsRoute.useSearch();
  const quickAdd = useQuickAdd();
  const go = (next: CompanyProductsSearch) => void navigate({ search: { ...(next.q ? { q: next.q } : {}), ...(next.sort && next.sort !== 'last_ordered' ? { sort: next.sort } : {}) } });
  return (
    <ProductsWeBuyPage
      q={search.q}
      sort={search.sort ?? 'last_ordered'}
      onSearch={(q) => go({ ...search, q })}
      onSort={(sort) => go({ ...search, sort })}
      addToCart={(lines) => quickAdd.mutateAsync({ lines })}
      notInACompany={<PendingInvitationsNotice />}
    />
  );
}

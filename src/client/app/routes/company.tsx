import { getRouteApi } from '@tanstack/react-router';
import { useQuickAdd } from '../../features/cart/api/quick-add';
import { CompanyPage } from '../../features/company/company-page';
import { ProductsWeBuyPage } from '../../features/company/products-we-buy-page';
import { InviteMemberDialog } from '../../features/companies/invite-member-dialog';
import { PendingInvitationsNotice } from '../../features/companies/pending-invitations-page';
import type { CompanyProductsSearch } from '../search/company-products-search';

/** dashboard/company: the member's company area, with invitations' dialog and notice (features do not import each other). */
export function CompanyRoute() {
  return (
    <CompanyPage invite={(locations) => <InviteMemberDialog target="my-company" locations={locations} />} notInACompany={<PendingInvitationsNotice />} />
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

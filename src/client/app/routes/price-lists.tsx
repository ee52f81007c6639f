import { getRouteApi } from '@tanstack/react-router';
import { PriceListPage } from '../../features/admin-price-lists/price-list-page';
import { PriceListsPage } from '../../features/admin-price-lists/price-lists-page';

const priceListRoute = getRouteApi('/dashboard/_admin/price-lists/$id');

/** dashboard/price-lists (admin): every price list. */
export function PriceListsRoute() {
  return <PriceListsPage />;
}

/** dashboard/price-lists/{id} (admin): one price list, its companies and the way to its entries. */
export function PriceListRoute() {
  return <PriceListPage priceListId={priceListRoute.useParams().id} />;
}

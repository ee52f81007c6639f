import { getRouteApi } from '@tanstack/react-router';
import { PriceListEntriesPage } from '../../features/admin-price-lists/entries/entries-page';

const entriesRoute = getRouteApi('/dashboard/_admin/price-lists/$id/entries');

/** dashboard/price-lists/{id}/entries (admin): a list's entries with their search in the URL (`?q=`). */
export function PriceListEntriesRoute() {
  const navigate = entriesRoute.useNavigate();
  return <PriceListEntriesPage priceListId={entriesRoute.useParams().id} q={entriesRoute.useSearch().q} onSearch={(q) => void navigate({ search: q ? { q } : {} })} />;
}

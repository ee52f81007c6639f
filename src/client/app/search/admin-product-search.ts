import { CATALOGUE_SORTS } from '../../../shared/catalogue-sorts';
import { PRODUCT_STATUSES } from '../../../shared/product-statuses';
import { asText, matching, nonBlank, oneOf, urlSearch } from '../../lib/url-search';
import type { AdminProductFilters } from '../../features/admin-products/admin-product-filters';

const Q_MAX = 100;
/** The shape of an id (a UUID); the server says whether it names a category. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * dashboard/manage-products' URL search params, kept to the filters' shape (the server checks
 * the values), each read back as text.
 *
 * @example
 * validateAdminProductSearch({ q: ' spade ', status: 'draft', sort: 'cheapest' }); // { q: 'spade', status: 'draft' }
 */
export const validateAdminProductSearch: (search: Record<string, unknown>) => AdminProductFilters = urlSearch({
  q: nonBlank(asText, Q_MAX),
  status: oneOf(asText, PRODUCT_STATUSES),
  category: matching(asText, ID),
  sort: oneOf(asText, CATALOGUE_SORTS),
});

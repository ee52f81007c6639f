import { CATALOGUE_SORTS } from '../../shared/catalogue-sorts';
import { PRODUCT_STATUSES } from '../../shared/product-statuses';
import type { AdminProductFilters } from '../features/admin-products/admin-product-filters';

const Q_MAX = 100;
/** The shape of an id (a UUID); the server says whether it names a category. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * dashboard/manage-products' URL search params, kept to the filters' shape (the server checks
 * the values). Written without zod so the first download stays small; the router JSON-parses
 * values (`?q=42` arrives as a number), so each is read back as text, and a value of the wrong
 * shape is dropped rather than breaking a shared link.
 *
 * @example
 * validateAdminProductSearch({ q: ' spade ', status: 'draft', sort: 'cheapest' }); // { q: 'spade', status: 'draft' }
 */
export function validateAdminProductSearch(search: Record<string, unknown>): AdminProductFilters {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
  const q = text(search.q);
  const category = text(search.category);
  const filters: AdminProductFilters = {
    q: q && q.length <= Q_MAX ? q : undefined,
    status: PRODUCT_STATUSES.find((status) => status === text(search.status)),
    category: ID.test(category) ? category : undefined,
    sort: CATALOGUE_SORTS.find((sort) => sort === text(search.sort)),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

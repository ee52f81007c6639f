import { PRODUCT_STATUSES } from '../../shared/schemas/product';
import { ADMIN_PRODUCT_SORTS, type AdminProductFilters } from '../features/admin-products/admin-product-filters';

const Q_MAX = 100;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

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
    category: SLUG.test(category) ? category : undefined,
    sort: ADMIN_PRODUCT_SORTS.find((sort) => sort === text(search.sort)),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

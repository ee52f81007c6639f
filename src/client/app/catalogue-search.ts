import type { CatalogueSort } from '../../shared/schemas/catalogue';
import { CATALOGUE_PAGE_DEPTH_MAX, SORT_LABELS, type CatalogueView } from '../features/products/catalogue/catalogue-view';

const TEXT_MAX = 100;

/**
 * The `/products` page's URL search params, kept to the view's shape. Written without zod so the
 * first download stays small (as order-search.ts): the page checks the values against the shared
 * catalogueQuerySchema before asking, and the server checks them again. The router JSON-parses
 * values (`?minPrice=10` arrives as a number, `?q=123` too), so text is read back as text and
 * numbers as numbers; a value of the wrong shape is dropped rather than breaking a shared link.
 *
 * @example
 * validateCatalogueSearch({ q: ' spade ', minPrice: '10', inStock: true, sort: 'cheapest', page: 3 });
 * // { q: 'spade', minPrice: 10, inStock: true, page: 3 }
 */
export function validateCatalogueSearch(search: Record<string, unknown>): CatalogueView {
  const text = (value: unknown) => {
    const trimmed = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    return trimmed && trimmed.length <= TEXT_MAX ? trimmed : undefined;
  };
  const price = (value: unknown) => {
    const number = typeof value === 'number' ? value : Number(text(value) ?? Number.NaN);
    return Number.isFinite(number) && number >= 0 ? number : undefined;
  };
  const sort = text(search.sort);
  const page = Math.min(Math.trunc(Number(search.page)), CATALOGUE_PAGE_DEPTH_MAX);
  const view: CatalogueView = {
    q: text(search.q),
    category: text(search.category),
    minPrice: price(search.minPrice),
    maxPrice: price(search.maxPrice),
    inStock: search.inStock === true || search.inStock === 'true' ? true : undefined,
    sort: sort && Object.hasOwn(SORT_LABELS, sort) ? (sort as CatalogueSort) : undefined,
    page: page >= 2 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== undefined));
}

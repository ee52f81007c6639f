import type { CatalogueSort } from '../../../shared/schemas/catalogue';
import { nonBlank, oneOf, urlSearch } from '../../lib/url-search';
import { CATALOGUE_PAGE_DEPTH_MAX, SORT_LABELS, type CatalogueView } from '../../features/products/catalogue/catalogue-view';

const TEXT_MAX = 100;

/** Text as typed or as the router parsed it (`?q=123` arrives as a number), trimmed, not blank, at most TEXT_MAX. */
const text = nonBlank((value) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''), TEXT_MAX);

/** Dollars, 0 or more: a number, or text holding one. */
function price(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number(text(value) ?? Number.NaN);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * The `/products` page's URL search params, kept to the view's shape: the page checks the values
 * against the shared catalogueQuerySchema before asking, and the server checks them again. Text
 * is read back as text and numbers as numbers; `page` past the deepest is read as the deepest.
 *
 * @example
 * validateCatalogueSearch({ q: ' spade ', minPrice: '10', inStock: true, sort: 'cheapest', page: 3 });
 * // { q: 'spade', minPrice: 10, inStock: true, page: 3 }
 */
export const validateCatalogueSearch: (search: Record<string, unknown>) => CatalogueView = urlSearch({
  q: text,
  category: text,
  minPrice: price,
  maxPrice: price,
  inStock: (value) => (value === true || value === 'true' ? (true as const) : undefined),
  sort: oneOf(text, Object.keys(SORT_LABELS) as CatalogueSort[]),
  page: (value) => {
    const page = Math.min(Math.trunc(Number(value)), CATALOGUE_PAGE_DEPTH_MAX);
    return page >= 2 ? page : undefined;
  },
});

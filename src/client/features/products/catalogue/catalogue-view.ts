import type { CatalogueQuery, CatalogueSort } from '../../../../shared/schemas/catalogue';

/**
 * What the `/products` page shows, as its URL keeps it: every choice a shopper makes, and how many
 * pages of results are on screen. Only the choices made are present, so a plain `/products` or
 * `/products?category=spades` (the sitemap's form) stays as short as that.
 */
export interface CatalogueView {
  q?: string;
  /** A category's slug. */
  category?: string;
  /** Dollars, both ends included. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: true;
  sort?: CatalogueSort;
  /** How many pages of results are on screen, 2 or more (absent means one). */
  page?: number;
}

/** Every sort, in the order the page offers them; a Record, so a sort the contract adds must be named here. */
export const SORT_LABELS: Record<CatalogueSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name',
};

/**
 * The deepest a URL may ask for: `?page=` beyond it is read as this. The pages are fetched one
 * after another on load, so a shared link cannot make the page ask for (or render) more than
 * this many pages of 24.
 */
export const CATALOGUE_PAGE_DEPTH_MAX = 20;

/** `relevance` needs words to be relevant to; without them the catalogue sorts newest first. */
export function effectiveSort(view: CatalogueView): CatalogueSort {
  if (view.sort === 'relevance' && !view.q) return 'newest';
  return view.sort ?? (view.q ? 'relevance' : 'newest');
}

/** The filters beside the words: what "clear the filters" takes away. */
export function hasFilters(view: CatalogueView): boolean {
  return view.category !== undefined || view.minPrice !== undefined || view.maxPrice !== undefined || view.inStock !== undefined;
}

/**
 * How many filters are on, as the phone's Filters button counts them: the category, the price
 * range (one filter, with either end or both) and "In stock". The words and the sort are not filters.
 *
 * @example activeFilterCount({ category: 'spades', minPrice: 5, maxPrice: 50, sort: 'name' }); // 2
 */
export function activeFilterCount(view: CatalogueView): number {
  const price = view.minPrice !== undefined || view.maxPrice !== undefined;
  return [view.category !== undefined, price, view.inStock !== undefined].filter(Boolean).length;
}

/**
 * The catalogue call for a view, without the cursor (the pages add it) and without the depth.
 *
 * @example
 * catalogueInput({ q: 'spade', inStock: true, page: 3 }, 24); // { q: 'spade', inStock: 'true', sort: 'relevance', limit: 24 }
 */
export function catalogueInput(view: CatalogueView, limit: number): CatalogueQuery {
  const input: CatalogueQuery = {
    q: view.q,
    category: view.category,
    minPrice: view.minPrice,
    maxPrice: view.maxPrice,
    inStock: view.inStock ? 'true' : undefined,
    sort: effectiveSort(view),
    limit,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as CatalogueQuery;
}

/**
 * The view after one more choice: a new search or filter starts again at the first page.
 * Choices set to undefined are taken away.
 *
 * @example choose({ q: 'spade', page: 3 }, { category: 'digging' }); // { q: 'spade', category: 'digging' }
 */
export function choose(view: CatalogueView, change: Partial<CatalogueView>): CatalogueView {
  const next: CatalogueView = { ...view, page: undefined, ...change };
  if (next.sort === 'relevance' && !next.q) next.sort = undefined;
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
}

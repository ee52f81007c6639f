import { asString, nonBlank, urlSearch } from '../../lib/url-search';

/** dashboard/price-lists/{id}/entries' search as the URL keeps it, so a search can be shared. */
export interface PriceListEntriesSearch {
  q?: string;
}

/**
 * Keeps a non-blank `q` of at most 100 characters (a SKU's start or part of a product's name).
 *
 * @example validatePriceListEntriesSearch({ q: 'SP-', page: 2 }) // { q: 'SP-' }
 */
export const validatePriceListEntriesSearch: (search: Record<string, unknown>) => PriceListEntriesSearch = urlSearch({ q: nonBlank(asString, 100) });

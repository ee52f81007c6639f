import { asString, nonBlank, urlSearch } from '../../lib/url-search';

/** dashboard/customers' search as the URL keeps it, so a search can be shared. */
export interface CustomerSearch {
  q?: string;
}

/**
 * Keeps a non-blank `q` only, as typed (the server checks its length and content).
 *
 * @example validateCustomerSearch({ q: 'ann', page: 2 }) // { q: 'ann' }
 */
export const validateCustomerSearch: (search: Record<string, unknown>) => CustomerSearch = urlSearch({ q: nonBlank(asString) });

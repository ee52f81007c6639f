import { asString, nonBlank, urlSearch } from '../../lib/url-search';

/** dashboard/companies' search as the URL keeps it, so a search can be shared. */
export interface CompanySearch {
  q?: string;
}

/**
 * Keeps a non-blank `q` only, as typed (the server checks its length and content).
 *
 * @example validateCompanySearch({ q: 'acme', page: 2 }) // { q: 'acme' }
 */
export const validateCompanySearch: (search: Record<string, unknown>) => CompanySearch = urlSearch({ q: nonBlank(asString) });

/** dashboard/customers' search as the URL keeps it, so a search can be shared. */
export interface CustomerSearch {
  q?: string;
}

/**
 * Keeps a non-blank `q` only (the server checks its length and content).
 *
 * @example validateCustomerSearch({ q: 'ann', page: 2 }) // { q: 'ann' }
 */
export function validateCustomerSearch(search: Record<string, unknown>): CustomerSearch {
  return typeof search.q === 'string' && search.q.trim() !== '' ? { q: search.q } : {};
}

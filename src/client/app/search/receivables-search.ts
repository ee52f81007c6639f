import { RECEIVABLES_SORTS, type ReceivablesSort } from '../../../shared/receivables-sorts';
import { asText, oneOf, urlSearch } from '../../lib/url-search';

/** dashboard/receivables' sort as the URL keeps it; none: the largest balance first. */
export interface ReceivablesSearch {
  sort?: ReceivablesSort;
}

/**
 * Keeps a known `sort` only.
 *
 * @example validateReceivablesSearch({ sort: 'name', page: 2 }) // { sort: 'name' }
 */
export const validateReceivablesSearch: (search: Record<string, unknown>) => ReceivablesSearch = urlSearch({ sort: oneOf(asText, RECEIVABLES_SORTS) });

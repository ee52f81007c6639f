import { asString, urlSearch } from '../../lib/url-search';

/** dashboard/subscribers' status filter as the URL keeps it, so a view can be shared. */
export interface SubscribersSearch {
  status?: string;
}

/**
 * Keeps the filter's shape only (the page ignores a status it does not know).
 *
 * @example validateSubscribersSearch({ status: 'confirmed', page: 2 }) // { status: 'confirmed' }
 */
export const validateSubscribersSearch: (search: Record<string, unknown>) => SubscribersSearch = urlSearch({ status: (value) => asString(value) || undefined });

import { asString, urlSearch } from '../../lib/url-search';

/** dashboard/business-applications' status filter as the URL keeps it, so a view can be shared. */
export interface ApplicationsSearch {
  status?: string;
}

/**
 * Keeps the filter's shape only (the page ignores a status it does not know).
 *
 * @example validateApplicationsSearch({ status: 'pending', page: 2 }) // { status: 'pending' }
 */
export const validateApplicationsSearch: (search: Record<string, unknown>) => ApplicationsSearch = urlSearch({ status: (value) => asString(value) || undefined });

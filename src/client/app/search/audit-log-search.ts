import { asString, DAY, matching, nonBlank, urlSearch } from '../../lib/url-search';

/** dashboard/audit-log's filters as the URL keeps them, so a view can be shared. */
export interface AuditLogSearch {
  actor?: string;
  action?: string;
  /** Calendar days in the visitor's time zone, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

const trimmed = (value: unknown) => asString(value)?.trim();

/**
 * Keeps the filters' shape only (the server checks their values and says what is wrong).
 *
 * @example validateAuditLogSearch({ action: 'role.granted', from: '2026-11-01', to: 5 }) // { action: 'role.granted', from: '2026-11-01' }
 */
export const validateAuditLogSearch: (search: Record<string, unknown>) => AuditLogSearch = urlSearch({
  actor: nonBlank(trimmed),
  action: nonBlank(trimmed),
  from: matching(asString, DAY),
  to: matching(asString, DAY),
});

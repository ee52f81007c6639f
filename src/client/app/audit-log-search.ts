/** dashboard/audit-log's filters as the URL keeps them, so a view can be shared. */
export interface AuditLogSearch {
  actor?: string;
  action?: string;
  /** Calendar days in the visitor's time zone, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Keeps the filters' shape only (the server checks their values and says what is wrong).
 *
 * @example validateAuditLogSearch({ action: 'role.granted', from: '2026-11-01', to: 5 }) // { action: 'role.granted', from: '2026-11-01' }
 */
export function validateAuditLogSearch(search: Record<string, unknown>): AuditLogSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);
  const result: AuditLogSearch = { actor: text(search.actor), action: text(search.action), from: day(search.from), to: day(search.to) };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined));
}

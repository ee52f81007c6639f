/**
 * How `GET /api/receivables` orders its companies: largest balance first, by name, or longest
 * overdue first. Free of zod so the router can read URLs with it without pulling the schemas into
 * the first download (as catalogue-sorts.ts).
 */
export const RECEIVABLES_SORTS = ['balance', 'name', 'overdue'] as const;
export type ReceivablesSort = (typeof RECEIVABLES_SORTS)[number];

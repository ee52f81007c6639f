import type { OrderFilters } from '../../../shared/schemas/admin-orders';

/** The query string of the CSV export for these filters. */
export function csvExportHref(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `/api/orders.csv?${query}` : '/api/orders.csv';
}

import { orderFiltersSchema, type OrderFilters } from '../../../shared/schemas/admin-orders';

/**
 * The manage-all-orders page's URL search params, read with the server's own filter schema. The
 * router JSON-parses values (`?paid=true` arrives as a boolean, `?customer=42` as a number), so
 * each is read back as text; a value that does not parse is dropped rather than breaking a
 * shared link.
 *
 * @example
 * validateOrderSearch({ status: 'shipped', paid: true, from: 'soon' }); // { status: 'shipped', paid: 'true' }
 */
export function validateOrderSearch(search: Record<string, unknown>): OrderFilters {
  const filters: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(orderFiltersSchema.shape)) {
    const raw = search[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const parsed = schema.safeParse(String(raw));
    if (parsed.success) filters[name] = parsed.data;
  }
  const checked = orderFiltersSchema.safeParse(filters);
  return checked.success ? checked.data : { ...(filters as OrderFilters), to: undefined };
}

/** The query string of the CSV export for these filters. */
export function csvExportHref(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `/api/orders.csv?${query}` : '/api/orders.csv';
}

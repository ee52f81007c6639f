import { ORDER_STATUSES } from '../../shared/order-statuses';
import type { OrderFilters } from '../../shared/schemas/admin-orders';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CUSTOMER_MAX = 100;

/**
 * The manage-all-orders page's URL search params, kept to the filters' shape (the server checks
 * the values and says what is wrong). Written without zod so the first download stays small. The
 * router JSON-parses values (`?paid=true` arrives as a boolean, `?customer=42` as a number), so
 * each is read back as text; a value of the wrong shape is dropped rather than breaking a shared link.
 *
 * @example
 * validateOrderSearch({ status: 'shipped', paid: true, from: 'soon' }); // { status: 'shipped', paid: 'true' }
 */
export function validateOrderSearch(search: Record<string, unknown>): OrderFilters {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
  const status = ORDER_STATUSES.find((s) => s === text(search.status));
  const paid = text(search.paid);
  const day = (value: unknown) => (DAY.test(text(value)) ? text(value) : undefined);
  const customer = text(search.customer);
  const filters: OrderFilters = {
    status,
    paid: paid === 'true' || paid === 'false' ? paid : undefined,
    from: day(search.from),
    to: day(search.to),
    customer: customer && customer.length <= CUSTOMER_MAX ? customer : undefined,
  };
  if (filters.from && filters.to && filters.to < filters.from) filters.to = undefined;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

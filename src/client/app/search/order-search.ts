import { ORDER_STATUSES } from '../../../shared/order-statuses';
import type { OrderFilters } from '../../../shared/schemas/admin-orders';
import { asText, DAY, matching, nonBlank, oneOf, urlSearch } from '../../lib/url-search';

const CUSTOMER_MAX = 100;
/** A company's id (a UUID): the company page links to its orders with `?company=` (issue 37). */
const COMPANY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const filters = urlSearch({
  status: oneOf(asText, ORDER_STATUSES),
  paid: oneOf(asText, ['true', 'false'] as const),
  from: matching(asText, DAY),
  to: matching(asText, DAY),
  customer: nonBlank(asText, CUSTOMER_MAX),
  company: matching(asText, COMPANY_ID),
});

/**
 * The manage-all-orders page's URL search params, kept to the filters' shape (the server checks
 * the values and says what is wrong), each read back as text; an end before the start is dropped.
 *
 * @example
 * validateOrderSearch({ status: 'shipped', paid: true, from: 'soon' }); // { status: 'shipped', paid: 'true' }
 */
export function validateOrderSearch(search: Record<string, unknown>): OrderFilters {
  const kept = filters(search);
  if (!(kept.from && kept.to && kept.to < kept.from)) return kept;
  const { to: _before, ...rest } = kept;
  return rest;
}

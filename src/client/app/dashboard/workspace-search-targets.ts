import { orderNumberOf } from '../../../shared/rules/order-number';

/** One place the workspace's search can look: its words and its address. */
export interface SearchTarget {
  label: string;
  href: string;
}

/**
 * Where the workspace's search box looks for `term`: the orders (by number, PO, name or e-mail),
 * the customers (by name or e-mail) and the products (by name or SKU), the first being where Enter
 * goes when no single order is found: the orders for a term shaped like an order number (which
 * Enter opens itself when that order exists: workspace-search.tsx), else the customers. The term
 * goes to the orders as typed: digits alone may be a PO number as well as an order's.
 *
 * @example searchTargets('ty-10482')[0].href // '/dashboard/manage-all-orders?customer=ty-10482'
 * @example searchTargets('nadia')[0].href // '/dashboard/customers?q=nadia'
 */
export function searchTargets(term: string): SearchTarget[] {
  const text = term.trim();
  const number = orderNumberOf(text);
  const query = (name: string, value: string) => `?${new URLSearchParams({ [name]: value })}`;
  const orders = { label: `Orders matching “${text}”`, href: `/dashboard/manage-all-orders${query('customer', text)}` };
  const customers = { label: `Customers matching “${text}”`, href: `/dashboard/customers${query('q', text)}` };
  const products = { label: `Products matching “${text}”`, href: `/dashboard/manage-products${query('q', text)}` };
  return number ? [orders, customers, products] : [customers, orders, products];
}

import { trpc } from '../../lib/trpc';

/**
 * After a product write: every cached read that shows products refetches (the shop's list and
 * catalogue, the admin's list) and so do the categories, whose counts follow active products.
 */
export function useRefreshProducts(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.products.invalidate(), utils.catalogue.invalidate(), utils.adminProducts.invalidate(), utils.categories.invalidate()]);
}

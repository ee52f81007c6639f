import { useRefreshStock } from '../../../lib/refresh-stock';
import { useTRPC } from '../../../lib/trpc';

/**
 * After a product write: every cached read that shows products refetches (the reads of stock,
 * lib/refresh-stock.ts, which are the reads of products) and so do the categories, whose counts
 * follow active products.
 */
export function useRefreshProducts(): () => Promise<unknown> {
  const trpc = useTRPC();
  const refreshStock = useRefreshStock();
  return () => refreshStock(trpc.categories.pathFilter());
}

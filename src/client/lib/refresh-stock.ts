import { useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { useTRPC } from './trpc';

type Trpc = ReturnType<typeof useTRPC>;

/**
 * Every cached read that shows a product's stock or what follows from it (out of stock, the
 * catalogue's in-stock filter, the admin's list and low-stock overview, a cart line's limits):
 * the one list refreshed after anything that moves stock. Kept in one place because the places
 * that move stock (an order placed from the form or the cart, an order cancelled by its buyer or
 * by the shop, a refund that restocks, an admin's product write) each kept a list of their own,
 * and the lists drifted (checkout left the catalogue showing the stock from before the order).
 */
export function stockReads(trpc: Trpc): QueryFilters[] {
  return [trpc.products.pathFilter(), trpc.catalogue.pathFilter(), trpc.adminProducts.pathFilter(), trpc.overview.pathFilter(), trpc.cart.get.pathFilter()];
}

/**
 * After stock moved: refreshes every read in `stockReads`, with `also` (what else the change
 * touched, such as the buyer's orders), together.
 *
 * @example
 * const refreshStock = useRefreshStock();
 * await refreshStock(trpc.orders.mine.pathFilter());
 */
export function useRefreshStock(): (...also: QueryFilters[]) => Promise<unknown> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (...also) => Promise.all([...stockReads(trpc), ...also].map((filter) => queryClient.invalidateQueries(filter)));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useRefreshStock } from '../../../lib/refresh-stock';
import { useTRPC } from '../../../lib/trpc';

/**
 * Places an order for one product from its purchase page. The units are held for it: every read
 * of stock refetches, and the buyer's orders. Refused, the product refetches: its stock may have
 * changed since the page loaded, and the form shows the limits as they are now.
 */
export function usePlaceOrder(options?: PageMutationOptions<Trpc['orders']['create']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshStock = useRefreshStock();
  return useMutation(trpc.orders.create.mutationOptions({
    ...options,
    onSuccess: thenRefresh(options?.onSuccess, () => refreshStock(trpc.orders.mine.pathFilter())),
    onError: thenRefresh(options?.onError, (_, { OrderInformation }) => queryClient.invalidateQueries(trpc.products.byId.queryFilter({ id: OrderInformation.productID }))),
  }));
}

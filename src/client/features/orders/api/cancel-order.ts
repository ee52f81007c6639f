import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useRefreshStock } from '../../../lib/refresh-stock';
import { useTRPC } from '../../../lib/trpc';

/**
 * The buyer cancels an unpaid order. Its units went back to stock: every read of stock refetches,
 * and the buyer's open and closed orders with them.
 */
export function useCancelOrder(options?: PageMutationOptions<Trpc['orders']['cancel']>) {
  const trpc = useTRPC();
  const refreshStock = useRefreshStock();
  return useMutation(trpc.orders.cancel.mutationOptions({
    ...options,
    onSuccess: thenRefresh(options?.onSuccess, () => refreshStock(trpc.orders.mine.pathFilter(), trpc.orders.closedMine.pathFilter(), trpc.orders.withLines.pathFilter())),
  }));
}

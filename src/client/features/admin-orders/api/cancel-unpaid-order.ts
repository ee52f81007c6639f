import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useRefreshStock } from '../../../lib/refresh-stock';
import { useTRPC } from '../../../lib/trpc';

/**
 * The shop cancels an unpaid order. Its units went back to stock: every read of stock refetches,
 * and the admin's order lists with them.
 */
export function useCancelUnpaidOrder(options?: PageMutationOptions<Trpc['adminOrders']['cancel']>) {
  const trpc = useTRPC();
  const refreshStock = useRefreshStock();
  return useMutation(trpc.adminOrders.cancel.mutationOptions({
    ...options,
    onSuccess: thenRefresh(options?.onSuccess, () => refreshStock(trpc.adminOrders.pathFilter())),
  }));
}

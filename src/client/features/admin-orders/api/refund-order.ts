import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useRefreshStock } from '../../../lib/refresh-stock';
import { useTRPC } from '../../../lib/trpc';

/**
 * Refunds a paid order through the gateway. Units put back in stock show on every page that shows
 * it: every read of stock refetches, with the order's refunds and the admin's order lists.
 */
export function useRefundOrder(options?: PageMutationOptions<Trpc['orderRefunds']['create']>) {
  const trpc = useTRPC();
  const refreshStock = useRefreshStock();
  return useMutation(trpc.orderRefunds.create.mutationOptions({
    ...options,
    onSuccess: thenRefresh(options?.onSuccess, () => refreshStock(trpc.orderRefunds.pathFilter(), trpc.adminOrders.pathFilter())),
  }));
}

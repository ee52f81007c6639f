import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/** Ships one order with its carrier and tracking number; the admin's order lists and details refetch. */
export function useShipOrder(options?: PageMutationOptions<Trpc['adminOrders']['ship']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.adminOrders.ship.mutationOptions({
    ...options,
    onSuccess: thenRefresh(options?.onSuccess, () => queryClient.invalidateQueries(trpc.adminOrders.pathFilter())),
  }));
}

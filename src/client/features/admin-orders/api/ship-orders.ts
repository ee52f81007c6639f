import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/** Ships the selected orders at once with one carrier; the admin's order lists and details refetch. */
export function useShipOrders(options?: PageMutationOptions<Trpc['adminOrders']['shipMany']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.adminOrders.shipMany.mutationOptions({
    ...options,
    onSuccess: thenRefresh(options?.onSuccess, () => queryClient.invalidateQueries(trpc.adminOrders.pathFilter())),
  }));
}

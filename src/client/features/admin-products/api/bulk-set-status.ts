import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshProducts } from './refresh-products';

/** Gives the selected products one status; every read of products and the categories refetch. */
export function useBulkSetStatus(options?: PageMutationOptions<Trpc['products']['bulkSetStatus']>) {
  const trpc = useTRPC();
  const refresh = useRefreshProducts();
  return useMutation(trpc.products.bulkSetStatus.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshProducts } from './refresh-products';

/** Moves the selected products to one category (or none); every read of products and the categories refetch. */
export function useBulkMove(options?: PageMutationOptions<Trpc['products']['bulkMove']>) {
  const trpc = useTRPC();
  const refresh = useRefreshProducts();
  return useMutation(trpc.products.bulkMove.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

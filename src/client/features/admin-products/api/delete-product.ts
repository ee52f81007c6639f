import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshProducts } from './refresh-products';

/** Deletes a product (it leaves the catalogue); every read of products and the categories refetch. */
export function useDeleteProduct(options?: PageMutationOptions<Trpc['products']['remove']>) {
  const trpc = useTRPC();
  const refresh = useRefreshProducts();
  return useMutation(trpc.products.remove.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshProducts } from './refresh-products';

/** Updates a product; every read of products (their stock among them) and the categories refetch. */
export function useUpdateProduct(options?: PageMutationOptions<Trpc['products']['update']>) {
  const trpc = useTRPC();
  const refresh = useRefreshProducts();
  return useMutation(trpc.products.update.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

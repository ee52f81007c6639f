import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshProducts } from './refresh-products';

/** Adds a product; every read of products (their stock among them) and the categories refetch. */
export function useAddProduct(options?: PageMutationOptions<Trpc['products']['add']>) {
  const trpc = useTRPC();
  const refresh = useRefreshProducts();
  return useMutation(trpc.products.add.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshCategories } from './categories-refresh';

/** Deletes an empty category (the server refuses one holding products or subcategories); the categories refetch. */
export function useDeleteCategory(options?: PageMutationOptions<Trpc['categories']['remove']>) {
  const trpc = useTRPC();
  const refresh = useRefreshCategories();
  return useMutation(trpc.categories.remove.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshCategories } from './categories-refresh';

/** Adds a category (top level or under a top-level one); the categories refetch. */
export function useCreateCategory(options?: PageMutationOptions<Trpc['categories']['create']>) {
  const trpc = useTRPC();
  const refresh = useRefreshCategories();
  return useMutation(trpc.categories.create.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

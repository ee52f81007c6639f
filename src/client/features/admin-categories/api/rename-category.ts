import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshCategories } from './categories-refresh';

/** Renames a category (the server picks its URL name); the categories refetch. */
export function useRenameCategory(options?: PageMutationOptions<Trpc['categories']['update']>) {
  const trpc = useTRPC();
  const refresh = useRefreshCategories();
  return useMutation(trpc.categories.update.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, refresh) }));
}

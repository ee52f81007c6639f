import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** After any change to the categories: the tree and every list of them refetch. */
export function useRefreshCategories(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.categories.pathFilter());
}

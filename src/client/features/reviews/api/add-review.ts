import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/**
 * Adds or updates the buyer's review. Their own review, the public list and the home page's
 * counter refetch: "Our Customer's Review" and the counter show it on their next render.
 */
export function useAddReview(options?: PageMutationOptions<Trpc['reviews']['add']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.reviews.add.mutationOptions({
    ...options,
    onSuccess: thenRefresh(options?.onSuccess, () => Promise.all([
      queryClient.invalidateQueries(trpc.reviews.mine.pathFilter()),
      queryClient.invalidateQueries(trpc.reviews.list.pathFilter()),
      queryClient.invalidateQueries(trpc.stat.get.pathFilter()),
    ])),
  }));
}

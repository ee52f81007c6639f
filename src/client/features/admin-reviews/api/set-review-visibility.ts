import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/**
 * Hides or shows a review. The admin's list, the public list and the home page's reviews counter
 * refetch: a hidden review leaves all three.
 */
export function useSetReviewVisibility(kind: 'hide' | 'show', onSuccess?: (result: { modifiedCount: number }) => unknown) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.reviews[kind].mutationOptions({
    onSuccess: thenRefresh(onSuccess, () => Promise.all([
      queryClient.invalidateQueries(trpc.reviews.adminPage.pathFilter()),
      queryClient.invalidateQueries(trpc.reviews.list.pathFilter()),
      queryClient.invalidateQueries(trpc.stat.get.pathFilter()),
    ])),
  }));
}

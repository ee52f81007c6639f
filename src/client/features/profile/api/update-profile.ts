import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/** Saves My Profile; when anything changed, the profile and the session (which shows the name) refetch. */
export function useUpdateProfile(options?: PageMutationOptions<Trpc['users']['update']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.users.update.mutationOptions({
    ...options,
    onSuccess: thenRefresh(options?.onSuccess, async ({ modifiedCount }) => {
      if (modifiedCount === 0) return;
      await Promise.all([queryClient.invalidateQueries(trpc.users.me.pathFilter()), queryClient.invalidateQueries(trpc.auth.me.pathFilter())]);
    }),
  }));
}

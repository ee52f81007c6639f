import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/** Sets a new password from an e-mailed link. The reset signs every session out, this browser's too: the session refetches. */
export function useResetPassword(options?: PageMutationOptions<Trpc['auth']['resetPassword']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.auth.resetPassword.mutationOptions({
    ...options,
    onSuccess: thenRefresh(options?.onSuccess, () => queryClient.invalidateQueries(trpc.auth.me.pathFilter())),
  }));
}

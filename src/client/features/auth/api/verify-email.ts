import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Proves the account's e-mail from an e-mailed link; the profile (which says whether it is proven) refetches. */
export function useVerifyEmail() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.auth.verifyEmail.mutationOptions({
    onSuccess: () => queryClient.invalidateQueries(trpc.users.me.pathFilter()),
  }));
}

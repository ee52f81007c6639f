import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageMutationOptions, Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/** Creates the account and signs it in: the session is the answer's user from then on. */
export function useSignUp(options?: PageMutationOptions<Trpc['auth']['signUp']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.auth.signUp.mutationOptions({
    // A refusal is this form's answer to show, not a reason to sign out and leave.
    meta: { authErrorsHandled: true },
    ...options,
    // The session first: the page's reaction (going home) reads it.
    async onSuccess(...args) {
      queryClient.setQueryData(trpc.auth.me.queryKey(), { user: args[0].user });
      await options?.onSuccess?.(...args);
    },
  }));
}

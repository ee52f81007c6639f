import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageMutationOptions, Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/** Signs in with e-mail and password: the session is the answer's user from then on. */
export function useSignIn(options?: PageMutationOptions<Trpc['auth']['signIn']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.auth.signIn.mutationOptions({
    // A wrong password is this form's answer to show, not a reason to sign out and leave.
    meta: { authErrorsHandled: true },
    ...options,
    // The session first: the page's reaction (going where the visitor was headed) reads it.
    async onSuccess(...args) {
      queryClient.setQueryData(trpc.auth.me.queryKey(), { user: args[0].user });
      await options?.onSuccess?.(...args);
    },
  }));
}

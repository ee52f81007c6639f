import { useMutation } from '@tanstack/react-query';
import type { PageMutationOptions, Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/** Sends the e-mail verification link again; nothing cached changes. */
export function useResendVerification(options?: PageMutationOptions<Trpc['auth']['resendVerification']>) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resendVerification.mutationOptions(options));
}

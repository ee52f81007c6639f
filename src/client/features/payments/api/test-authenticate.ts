import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** The test gateway's 3-D Secure answer (approved or declined); nothing cached changes until the payment is confirmed. */
export function useTestAuthenticate() {
  const trpc = useTRPC();
  return useMutation(trpc.payments.testAuthenticate.mutationOptions());
}

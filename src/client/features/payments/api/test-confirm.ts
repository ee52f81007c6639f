import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** The test gateway's card payment (no real card is charged); nothing cached changes until the payment is confirmed. */
export function useTestConfirm() {
  const trpc = useTRPC();
  return useMutation(trpc.payments.testConfirm.mutationOptions());
}

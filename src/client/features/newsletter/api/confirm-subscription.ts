import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Confirms a subscription from its e-mailed link; nothing cached changes. */
export function useConfirmSubscription() {
  const trpc = useTRPC();
  return useMutation(trpc.newsletter.confirm.mutationOptions());
}

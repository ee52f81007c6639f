import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Leaves the newsletter from its e-mailed link; nothing cached changes. */
export function useUnsubscribe() {
  const trpc = useTRPC();
  return useMutation(trpc.newsletter.unsubscribe.mutationOptions());
}

import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Asks for the newsletter (a confirmation link is e-mailed); nothing cached changes. */
export function useSubscribe() {
  const trpc = useTRPC();
  return useMutation(trpc.newsletter.subscribe.mutationOptions());
}

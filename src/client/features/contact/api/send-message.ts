import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Sends a message to the shop; nothing cached changes. */
export function useSendMessage() {
  const trpc = useTRPC();
  return useMutation(trpc.contact.send.mutationOptions());
}

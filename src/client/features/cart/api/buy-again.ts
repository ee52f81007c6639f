import { useMutation } from '@tanstack/react-query';
import type { PageMutationOptions, Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useShowRefill } from './show-refill';

/**
 * Buy again (issue 41): order `number`'s lines into the caller's cart at today's prices and rules.
 * The answer's cart is shown at once and its changes kept for the cart page's notice, before the
 * page's own reaction (going to the cart).
 */
export function useBuyAgain(number: string, options?: PageMutationOptions<Trpc['buyAgain']['order']>) {
  const trpc = useTRPC();
  const showRefill = useShowRefill();
  return useMutation(trpc.buyAgain.order.mutationOptions({
    ...options,
    onSuccess: async (...args) => {
      showRefill(args[0], `Order ${number}`);
      await options?.onSuccess?.(...args);
    },
  }));
}

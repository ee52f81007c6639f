import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageMutationOptions, Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/**
 * Confirms a payment the gateway accepted; the server checks it with the gateway before marking
 * the order paid. The order's details read as paid at once (the page's reaction, the receipt,
 * shows them), then the buyer's orders refetch.
 */
export function useConfirmPayment(options?: PageMutationOptions<Trpc['payments']['confirm']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.payments.confirm.mutationOptions({
    ...options,
    async onSuccess(...args) {
      const [{ transactionId }, { orderId }] = args;
      queryClient.setQueryData(trpc.orders.details.queryKey({ id: orderId }), (current) => current && { ...current, isPaid: true, status: 'processing' as const, transactionId, expiresAt: null });
      await options?.onSuccess?.(...args);
      await queryClient.invalidateQueries(trpc.orders.mine.pathFilter());
    },
  }));
}

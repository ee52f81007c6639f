import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageMutationOptions, Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';

/**
 * Starts (or resumes) the card payment of an on-account invoice: the server answers the client
 * secret of what it still owes, the same intent however often it is asked. Nothing cached changes.
 */
export function useStartInvoicePayment() {
  const trpc = useTRPC();
  return useMutation(trpc.payments.payInvoice.mutationOptions());
}

/**
 * Confirms an invoice's card payment the gateway accepted; the server checks it with the gateway
 * and records it against the invoice once. Then the buyer's orders and order pages refetch (the
 * order is paid), the company's statement and credit (less is owed), and whatever
 * `options.onSuccess` refreshes.
 */
export function useConfirmInvoicePayment(options?: PageMutationOptions<Trpc['payments']['confirmInvoice']>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.payments.confirmInvoice.mutationOptions({
      ...options,
      async onSuccess(...args) {
        await options?.onSuccess?.(...args);
        await Promise.all([
          queryClient.invalidateQueries(trpc.orders.withLines.pathFilter()),
          queryClient.invalidateQueries(trpc.orders.details.pathFilter()),
          queryClient.invalidateQueries(trpc.orders.mine.pathFilter()),
          queryClient.invalidateQueries(trpc.receivables.myStatement.pathFilter()),
          queryClient.invalidateQueries(trpc.myCompany.credit.pathFilter()),
        ]);
      },
    }),
  );
}

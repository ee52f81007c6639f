import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * Records a payment received from a company, and refreshes what it moves: the company's payments
 * and open invoices, the company (its figures), its statement and the receivables, its orders'
 * paid state and the audit log.
 */
export function useRecordAccountPayment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.accountPayments.record.mutationOptions({
      onSuccess: () =>
        Promise.all(
          [trpc.accountPayments.pathFilter(), trpc.companies.pathFilter(), trpc.receivables.pathFilter(), trpc.adminOrders.pathFilter(), trpc.orders.pathFilter(), trpc.audit.list.pathFilter()].map((filter) =>
            queryClient.invalidateQueries(filter),
          ),
        ),
    }),
  );
}

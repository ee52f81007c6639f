import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * Records a payment received from a company. It moves the company's figures (its balance, credit,
 * statement), its invoices' and orders' paid state and the audit log, which several features
 * read: every query on the page is refreshed rather than a list that would miss one.
 */
export function useRecordAccountPayment() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.accountPayments.record.mutationOptions({ onSuccess: () => queryClient.invalidateQueries() }));
}

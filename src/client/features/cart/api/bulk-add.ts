import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Adds a bulk paste (or a CSV file's text) to the cart; the answer names the lines not added, and the cart is read again. */
export function useBulkAdd() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.cart.bulk.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.cart.get.queryFilter()) }));
}

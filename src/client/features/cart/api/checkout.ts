import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useRefreshStock } from '../../../lib/refresh-stock';
import { useTRPC } from '../../../lib/trpc';

/**
 * Places an order from the cart. The units are held for the order: every read of stock (the cart,
 * emptied, among them) refetches, and the buyer's orders; an address saved with it, the address
 * book. Refused because a price or the stock moved since the cart was read (409), every read of
 * stock refetches too, to show them as they are now.
 */
export function useCheckout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshStock = useRefreshStock();
  return useMutation(trpc.cart.checkout.mutationOptions({
    onSuccess: (_, input) =>
      Promise.all([
        refreshStock(trpc.orders.mine.pathFilter()),
        input.saveAddress ? queryClient.invalidateQueries(trpc.addresses.list.pathFilter()) : undefined,
        input.locationId ? queryClient.invalidateQueries(trpc.orders.ofMyCompany.pathFilter()) : undefined,
      ]),
    onError: (error) => (error instanceof TRPCClientError && error.data?.httpStatus === 409 ? refreshStock() : undefined),
  }));
}

import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useRefreshStock } from '../../../lib/refresh-stock';
import { useTRPC } from '../../../lib/trpc';

/**
 * Places an order from the cart. The units are held for the order: every read of stock (the cart,
 * emptied, among them) refetches, and the buyer's orders. Refused because a price or the stock
 * moved since the cart was read (409), every read of stock refetches too, to show them as they are now.
 */
export function useCheckout() {
  const trpc = useTRPC();
  const refreshStock = useRefreshStock();
  return useMutation(trpc.cart.checkout.mutationOptions({
    onSuccess: () => refreshStock(trpc.orders.mine.pathFilter()),
    onError: (error) => (error instanceof TRPCClientError && error.data?.httpStatus === 409 ? refreshStock() : undefined),
  }));
}

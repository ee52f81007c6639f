import { useMutation } from '@tanstack/react-query';
import { thenRefresh, type PageMutationOptions, type Trpc } from '../../../lib/mutation-hooks';
import { useTRPC } from '../../../lib/trpc';
import { useShowCart } from './show-cart';

/** Moves a visitor's lines into the server's cart under the cart's merge key; the answer holds the cart, shown after the caller's reaction. */
export function useMergeCart(options?: PageMutationOptions<Trpc['cart']['merge']>) {
  const trpc = useTRPC();
  const show = useShowCart();
  return useMutation(trpc.cart.merge.mutationOptions({ ...options, onSuccess: thenRefresh(options?.onSuccess, ({ cart }) => show(cart)) }));
}

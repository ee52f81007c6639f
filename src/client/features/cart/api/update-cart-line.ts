import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useShowCart } from './show-cart';

/** Sets a line's quantity in the signed-in customer's cart (adding the line if it is new); the answer is the cart. */
export function useUpdateCartLine() {
  const trpc = useTRPC();
  const show = useShowCart();
  return useMutation(trpc.cart.setLine.mutationOptions({ onSuccess: show }));
}

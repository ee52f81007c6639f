import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useShowCart } from './show-cart';

/** Takes a line out of the signed-in customer's cart; the answer is the cart. */
export function useRemoveCartLine() {
  const trpc = useTRPC();
  const show = useShowCart();
  return useMutation(trpc.cart.removeLine.mutationOptions({ onSuccess: show }));
}

import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useShowCart } from './show-cart';

/** Adds lines typed by SKU to the cart, each accepted or refused on its own; the answer holds the cart. */
export function useQuickAdd() {
  const trpc = useTRPC();
  const show = useShowCart();
  return useMutation(trpc.cart.quickAdd.mutationOptions({ onSuccess: ({ cart }) => show(cart) }));
}

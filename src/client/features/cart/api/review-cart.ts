import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useShowCart } from './show-cart';

/** Accepts the cart's changed prices and stock as they are now; the answer is the cart. */
export function useReviewCart() {
  const trpc = useTRPC();
  const show = useShowCart();
  return useMutation(trpc.cart.review.mutationOptions({ onSuccess: show }));
}

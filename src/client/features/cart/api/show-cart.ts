import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../../shared/schemas/cart';
import { useTRPC } from '../../../lib/trpc';

/** Every write to the server's cart answers with the cart as it is now: shown at once, with no second request. */
export function useShowCart(): (cart: Cart) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (cart) => void queryClient.setQueryData(trpc.cart.get.queryKey(), cart);
}

import type { CartRefill } from '../../../../shared/schemas/reorder';
import { setRefillNotice } from '../refill-changes-store';
import { useShowCart } from './show-cart';

/**
 * Shows what buy again or a list's "Add to cart" answered: the cart at once (no second request),
 * and what changed per line for the cart page to say (`source` names what was put back).
 */
export function useShowRefill(): (refill: CartRefill, source: string) => void {
  const show = useShowCart();
  return (refill, source) => {
    show(refill.cart);
    setRefillNotice({ source, changes: refill.changes });
  };
}

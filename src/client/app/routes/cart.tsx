import { useRouterState } from '@tanstack/react-router';
import { CartPage } from '../../features/cart/cart-page';
import { SaveCartAsList } from '../../features/requisition-lists/save-cart-as-list';

/** /cart: the cart, with why the customer was sent back here (a checkout refused), kept in the history entry. */
export function CartRoute() {
  const notice = useRouterState({ select: (state) => state.location.state.cartNotice });
  return <CartPage notice={notice} saveAsList={<SaveCartAsList />} />;
}

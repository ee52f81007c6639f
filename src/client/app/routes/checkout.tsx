import { useNavigate } from '@tanstack/react-router';
import { CheckoutPage } from '../../features/cart/checkout-page';

/** /checkout (signed in, see the router): on to the order's payment (on account: to the order's page), or back to the cart when it changed. */
export function CheckoutRoute() {
  const navigate = useNavigate();
  return (
    <CheckoutPage
      onPlaced={(orderId, paymentMethod) =>
        void (paymentMethod === 'account' ? navigate({ to: '/dashboard/orders/$orderId', params: { orderId } }) : navigate({ to: '/payment/$id', params: { id: orderId } }))
      }
      onCartChanged={(message) => void navigate({ to: '/cart', state: { cartNotice: message } })}
    />
  );
}

import { useParams } from '@tanstack/react-router';
import { PaymentPage } from '../../features/payments/payment-page';

/** payment/{id}: paying for one order (signed-in only, see the router; the server checks the owner). */
export function PaymentRoute() {
  const { id } = useParams({ from: '/payment/$id' });
  return <PaymentPage orderId={id} />;
}

import { getRouteApi } from '@tanstack/react-router';
import { OrderDetailPage } from '../../features/admin-orders/order-detail-page';

const route = getRouteApi('/dashboard/_admin/orders/$orderId');

/** dashboard/orders/{orderId} (admin): one order, its customer and its timeline. */
export function OrderDetailRoute() {
  return <OrderDetailPage orderId={route.useParams().orderId} />;
}

import { MyOrdersPage } from '../../features/orders/my-orders-page';

/** dashboard/my-orders: the customer's own orders. */
export function MyOrdersRoute() {
  return <MyOrdersPage />;
}

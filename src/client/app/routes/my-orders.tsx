import { BuyAgainButton } from '../../features/cart/buy-again-button';
import type { BuyAgainSlot } from '../../features/orders/buy-again-slot';
import { MyOrdersPage } from '../../features/orders/my-orders-page';

/** The cart's Buy again on each order (features do not import each other). Module scope: the table's columns stay the same. */
const buyAgain: BuyAgainSlot = (order) => <BuyAgainButton orderId={order.id} number={order.number} />;

/** dashboard/my-orders: the customer's own orders. */
export function MyOrdersRoute() {
  return <MyOrdersPage buyAgain={buyAgain} />;
}

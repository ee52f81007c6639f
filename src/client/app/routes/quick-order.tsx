import { QuickOrderPage } from '../../features/cart/quick-order-page';

/** /quick-order: many lines by SKU at once. */
export function QuickOrderRoute() {
  return <QuickOrderPage />;
}

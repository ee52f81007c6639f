import type { Order, OrderLine } from '../../src/shared/schemas/order';
import { orderFixture } from './order-fixture';

/** Three lines at volume prices: 72 units, $671.40 in all. */
export const THREE_LINES: OrderLine[] = [
  { productID: '10000000-0000-4000-8000-000000000001', productName: 'Border spade', sku: 'SPD-001', quantity: 24, unitPrice: 11.5, total: 276, priceList: null, listPrice: null },
  { productID: '10000000-0000-4000-8000-000000000002', productName: 'Leaf rake', sku: 'RAK-002', quantity: 12, unitPrice: 18.25, total: 219, priceList: null, listPrice: null },
  { productID: '10000000-0000-4000-8000-000000000003', productName: 'Work gloves', sku: 'GLV-012', quantity: 36, unitPrice: 4.9, total: 176.4, priceList: null, listPrice: null },
];

/** An order of THREE_LINES, its spec fields the first line's as the API answers them. */
export function multiLineOrder(fields: Partial<Order> = {}): Order {
  const [first] = THREE_LINES;
  return orderFixture({ productID: first!.productID, productName: first!.productName, orderQuantity: first!.quantity, totalPrice: 671.4, lines: THREE_LINES, ...fields });
}

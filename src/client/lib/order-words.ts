import type { Order, OrderLine } from '../../shared/schemas/order';

type Named = Pick<Order, 'number' | 'productName' | 'lines'>;

/** "Border spade" for a one-line order, "3 lines" for more: what a list shows in its Product column. */
export function linesSummary(lines: readonly OrderLine[]): string {
  return lines.length === 1 ? lines[0]!.productName : `${lines.length} lines`;
}

/** Every unit of the order, whatever the product: a one-line order's quantity. */
export function unitsOf(lines: readonly OrderLine[]): number {
  return lines.reduce((units, line) => units + line.quantity, 0);
}

/**
 * How buttons name the order they act on: "the Border spade order" while it holds one product (as
 * before lines existed), "order TY-10482" once it holds several, which no product name can stand for.
 */
export function orderName(order: Named): string {
  return order.lines.length > 1 ? `order ${order.number}` : `the ${order.productName} order`;
}

/** What a dialog says the order holds: "12 units of Border spade", or "3 lines, 60 units". */
export function orderContents(order: Pick<Order, 'lines'>): string {
  const [first] = order.lines;
  if (order.lines.length === 1 && first) return `${first.quantity} units of ${first.productName}`;
  return `${order.lines.length} lines, ${unitsOf(order.lines)} units`;
}

/**
 * "Open unpaid": pending and not paid, the state in which an order holds stock, may be paid,
 * cancelled or expired, and shows its deadline. This is the rule in TypeScript, for an order
 * already read (its DTO's deadline, the admin's Cancel button); its SQL twin is orders'
 * `isOpenUnpaid` (src/server/features/4-orders/orders/open-unpaid-orders.ts), which every query meaning it
 * filters with. test/server/orders/order-locks-rules.test.ts runs the same rows through both.
 *
 * @example isOpenUnpaidOrder({ status: 'pending', isPaid: false }) // true
 * @example isOpenUnpaidOrder({ status: 'pending', isPaid: true }) // false
 * @example isOpenUnpaidOrder({ status: 'cancelled', isPaid: false }) // false
 */
export function isOpenUnpaidOrder(order: { status: string; isPaid: boolean }): boolean {
  return order.status === 'pending' && !order.isPaid;
}

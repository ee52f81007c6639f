import { centsToDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import type { OrderListRow } from './orders-repository';

/**
 * Database row -> the spec's order shape (totalPrice in dollars; transactionId only once paid;
 * expiresAt only while the order is pending and unpaid, docs/decisions/043).
 */
export function toOrderDto(row: OrderListRow): Order {
  return {
    _id: row.id,
    number: row.number,
    productID: row.productId,
    productName: row.productName,
    user: row.customerName,
    email: row.email,
    phone: row.phone,
    orderQuantity: row.orderQuantity,
    address: row.address,
    totalPrice: centsToDollars(row.totalCents),
    isPaid: row.isPaid,
    status: row.status,
    date: row.createdAt.toISOString(),
    expiresAt: row.status === 'pending' && !row.isPaid ? row.expiresAt.toISOString() : null,
    ...(row.transactionId ? { transactionId: row.transactionId } : {}),
  };
}

import { centsToDollars } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/order';
import type { OrderListRow } from './orders-repository';

/** Database row -> the spec's order shape (totalPrice in dollars; transactionId only once paid). */
export function toOrderDto(row: OrderListRow): Order {
  return {
    _id: row.id,
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
    ...(row.transactionId ? { transactionId: row.transactionId } : {}),
  };
}

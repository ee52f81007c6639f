import type { AdminOrder } from '../../../shared/schemas/admin-orders';
import type { AdminOrderRow } from './admin-orders-repository';
import { toOrderDto } from './order-dto';

/** Database row -> an order as the admin list shows it: the spec's fields plus the shipment. */
export function toAdminOrderDto(row: Omit<AdminOrderRow, 'createdMicros'>): AdminOrder {
  return {
    ...toOrderDto(row),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
  };
}

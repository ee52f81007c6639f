import type { BulkShipRefusal, BulkShipResult } from '../../../shared/schemas/admin-orders';

const WHY: Record<BulkShipRefusal, string> = {
  not_found: 'was not found',
  not_paid: 'was not paid',
  already_shipped: 'was already shipped',
  cancelled: 'was cancelled',
  expired: 'had expired',
};

const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/**
 * What a bulk ship did, in one sentence: how many shipped, then each order left alone and why.
 *
 * @example bulkShipSummary({ shipped: [a, b, c], refused: [{ orderId, number: 'TY-10005', reason: 'not_paid' }] })
 * // 'Shipped 3 orders; TY-10005 was not paid'
 */
export function bulkShipSummary({ shipped, refused }: BulkShipResult): string {
  const left = refused.map((order) => `${order.number ?? 'An order'} ${WHY[order.reason]}`);
  return [`Shipped ${shipped.length ? orders(shipped.length) : 'no orders'}`, ...left].join('; ');
}

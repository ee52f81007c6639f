import { centsToDollars } from '../../../../shared/money';
import { CURRENCY } from '../../../../shared/schemas/payment';
import type { OrderReceipt, ReceiptCard } from '../../../../shared/schemas/receipt';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import type { OrderDocuments } from '../../../../shared/schemas/invoice';
import { findOrderReceipt, type OrderReceiptRow } from '../../4-orders/orders/order-receipt';
import { toOrderLineDto } from '../../4-orders/orders/order-lines';
import { paymentGatewayOf } from './gateways/gateway-of';
import { findPaymentThatPaid } from './paid-amounts';

/**
 * A payment's reference for people: the intent id's last 8 characters, upper-cased
 * (`pi_3MtwBwLkdIwHu7ix28a3tqPa` -> `28A3TQPA`). Short enough to read out on the phone, and the
 * shop finds the payment from it (the full id ends with it); the full id stays in the answer.
 *
 * @example paymentReference('pi_3MtwBwLkdIwHu7ix28a3tqPa') // '28A3TQPA'
 */
export function paymentReference(intentId: string): string {
  return intentId.slice(-8).toUpperCase();
}

function toReceipt(row: OrderReceiptRow & { paidAt: Date; transactionId: string }, card: ReceiptCard | null, documents: OrderDocuments): OrderReceipt {
  return {
    orderId: row.id,
    number: row.number,
    customerName: row.customerName,
    lines: row.lines.map(toOrderLineDto),
    totalPaid: centsToDollars(row.totalCents),
    currency: CURRENCY,
    paidAt: row.paidAt.toISOString(),
    transactionId: row.transactionId,
    reference: paymentReference(row.transactionId),
    card,
    ...documents,
  };
}

/**
 * `GET /payment-receipt/{orderId}`: the receipt of the caller's own paid order: its number, line,
 * amount, its invoice's number, when it was paid and a reference a person can read, with the card that paid when the
 * gateway says (a gateway that cannot be reached leaves the card out rather than the receipt).
 *
 * Errors: 404 unknown or someone else's order (docs/decisions/032, admins included: this is the
 * buyer's receipt); 409 the order is not paid.
 */
export async function paymentReceipt(services: AppServices, owner: ContextUser, orderId: string): Promise<OrderReceipt> {
  const [row, payment] = await Promise.all([findOrderReceipt(services.db, orderId), findPaymentThatPaid(services.db, orderId)]);
  if (!row || row.userId !== owner.id) throw new AppError('not-found', 'No such order');
  if (!row.isPaid || !payment) throw new AppError('conflict', 'This order is not paid yet');
  const { paidAt, transactionId } = payment;
  const [card, documents] = await Promise.all([
    paymentGatewayOf(services)
      .paymentCard(transactionId)
      .catch(() => null),
    services.ports.findOrderDocuments(services.db, orderId),
  ]);
  return toReceipt({ ...row, paidAt, transactionId }, card, documents);
}

import { centsToDollars } from '../../../../shared/money';
import { creditNoteNumberText } from '../../../../shared/rules/document-numbers';
import type { OrderPaymentFacts } from '../../../../shared/schemas/order';
import type { DB } from '../../../db/database';
import type { AppServices } from '../../../services';
import { listOrderRefunds } from './order-refunds-repository';
import { paymentReference } from './payment-receipt';

/** The order's latest settled payment with the card that paid (null columns where the gateway did not say). */
function findSettledPayment(db: DB, orderId: string) {
  return db
    .selectFrom('orderPayments')
    .select(['method', 'cardBrand', 'cardLast4', 'gatewayRef', 'amountCents', 'settledAt'])
    .where('orderId', '=', orderId)
    .where('settledAt', 'is not', null)
    .orderBy('settledAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * How an order was paid and what was refunded, as its customer reads it (offered to orders through
 * FeaturePorts.findOrderPayment: the order page): from `order_payments`, never the order's own
 * columns. Refunds the gateway refused are left out; a pending one shows as pending.
 */
export async function findOrderPayment(services: AppServices, orderId: string): Promise<OrderPaymentFacts> {
  const { db } = services;
  const [payment, refunds] = await Promise.all([findSettledPayment(db, orderId), listOrderRefunds(db, orderId, services.ports.creditNoteNumberOf)]);
  return {
    payment:
      payment?.settledAt && payment.gatewayRef
        ? {
            method: payment.method,
            cardBrand: payment.cardBrand,
            cardLast4: payment.cardLast4,
            reference: paymentReference(payment.gatewayRef),
            amount: centsToDollars(payment.amountCents),
            paidAt: payment.settledAt.toISOString(),
          }
        : null,
    refunds: refunds.flatMap((refund) =>
      refund.status === 'failed'
        ? []
        : [
            {
              amount: centsToDollars(refund.amountCents),
              reason: refund.reason,
              status: refund.status,
              creditNoteNumber: refund.creditNote === null ? null : creditNoteNumberText(refund.creditNote),
              at: refund.createdAt.toISOString(),
              toAccount: refund.paymentId === null,
            },
          ],
    ),
  };
}

import type { AppServices } from '../../../../services';
import { paymentRefundedMail } from '../../../1-platform/mail/templates/order-mails';
import { enqueueMail } from '../../../1-platform/mail/outbox-repository';
import { recordOrderEvent, SYSTEM } from '../../../4-orders/orders/order-timeline';
import { findOrderMailFacts } from '../../../4-orders/orders/paid-orders';
import { paymentGatewayOf } from '../gateways/gateway-of';
import { finishRefund, type RefundClaim } from '../payment-refunds-repository';

/**
 * Gives a claimed payment back (docs/decisions/041): the gateway refunds the intent in full (its
 * idempotency makes a repeat harmless), then the claim is closed and the refund becomes an order
 * event and the customer's e-mail, in one transaction. If the gateway call fails the claim stays open and the
 * reconciliation job tries again.
 */
export async function refundPayment(services: AppServices, claim: RefundClaim): Promise<void> {
  const refundId = await paymentGatewayOf(services).refundIntent(claim.intentId);
  await services.db.transaction().execute(async (trx) => {
    if (!(await finishRefund(trx, claim.intentId, refundId))) return;
    await recordOrderEvent(trx, claim.orderId, 'refunded', SYSTEM, {
      intentId: claim.intentId,
      refundId,
      amountCents: claim.amountCents,
      currency: claim.currency,
      reason: claim.reason,
    });
    const order = await findOrderMailFacts(trx, claim.orderId);
    if (order) await enqueueMail(trx, paymentRefundedMail(services.config, order, { amountCents: claim.amountCents, transactionId: claim.intentId }));
  });
}

import { CURRENCY } from '../../../../shared/schemas/payment';
import type { DB } from '../../../db/database';
import { stripeLikeId } from './gateways/stripe-like-id';

export interface SeedPayment {
  /** The payment's gateway reference: the order's transaction id. */
  intentId: string;
  orderId: string;
  amountCents: number;
  paidAt: Date;
}

/**
 * The demo's paid orders' payments as the test gateway holds them (succeeded, card 4242), so an
 * admin trying the demo can refund one as they would a real order, and as payments keeps them (a
 * settled `order_payments` row). A seed run again keeps the rows it finds.
 */
export async function insertSeedTestIntents(db: DB, payments: readonly SeedPayment[]): Promise<void> {
  if (payments.length === 0) return;
  await db
    .insertInto('paymentIntents')
    .values(
      payments.map(({ intentId, orderId, amountCents }) => ({
        id: intentId,
        clientSecret: stripeLikeId(`${intentId}_secret`),
        orderId,
        amountCents,
        currency: CURRENCY,
        status: 'succeeded' as const,
        cardLast4: '4242',
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('orderPayments')
    .values(
      payments.map(({ intentId, orderId, amountCents, paidAt }) => ({
        orderId,
        attempt: 1,
        amountCents,
        currency: CURRENCY,
        gatewayRef: intentId,
        status: 'succeeded' as const,
        checkedAt: paidAt,
        settledAt: paidAt,
      })),
    )
    .onConflict((oc) => oc.columns(['orderId', 'attempt']).doNothing())
    .execute();
}

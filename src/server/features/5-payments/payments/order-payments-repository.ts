import { sql } from 'kysely';
import type { OrderPaymentStatus } from '../../../../shared/schemas/payment';
import type { ReceiptCard } from '../../../../shared/schemas/receipt';
import type { DB } from '../../../db/database';
import { leaseBatch } from '../../../jobs/lease-batch';

/*
 * An order's payments (`order_payments`, payments' own table): one row per attempt or received
 * payment. The order's lifecycle (`orders.is_paid`, `status`) stays with orders; the statement
 * that marks an order paid is orders' (paid-orders.ts), and the row here is settled in the same
 * transaction. What an order has been paid is the sum of its settled rows less their refunds
 * (paidCentsOf): several rows may settle one order (paying on account).
 */

/** The order's latest attempt (its current intent), or undefined before the first. */
export function findCurrentPayment(db: DB, orderId: string) {
  return db
    .selectFrom('orderPayments')
    .select(['id', 'attempt', 'gatewayRef', 'status'])
    .where('orderId', '=', orderId)
    .orderBy('attempt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Stores attempt number `attempt` of the order with its gateway reference. Of requests storing the
 * same attempt at once, the unique key (order_id, attempt) lets one in; false for the others.
 */
export async function insertPaymentAttempt(
  db: DB,
  attempt: { orderId: string; attempt: number; amountCents: number; currency: string; gatewayRef: string; status: OrderPaymentStatus },
): Promise<boolean> {
  const stored = await db
    .insertInto('orderPayments')
    .values({ ...attempt, checkedAt: new Date() })
    .onConflict((oc) => oc.columns(['orderId', 'attempt']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}

/**
 * Settles the payment `gatewayRef` as the order's, at `settledAt`: the row of its attempt, or a
 * new row when the intent was never stored as one (created outside startPayment). Runs in the
 * transaction whose markOrderPaid won, so once per order.
 */
export async function settleOrderPayment(
  db: DB,
  payment: { orderId: string; gatewayRef: string; amountCents: number; currency: string; settledAt: Date; card: ReceiptCard | null },
): Promise<void> {
  const { orderId, gatewayRef, amountCents, currency, settledAt } = payment;
  const cardBrand = payment.card?.brand ?? null;
  const cardLast4 = payment.card?.last4 ?? null;
  await db
    .insertInto('orderPayments')
    .values((eb) => ({
      orderId,
      attempt: eb.selectFrom('orderPayments').select(sql<number>`coalesce(max(attempt), 0) + 1`.as('next')).where('orderId', '=', orderId),
      amountCents,
      currency,
      gatewayRef,
      status: 'succeeded',
      checkedAt: settledAt,
      settledAt,
      cardBrand,
      cardLast4,
    }))
    .onConflict((oc) =>
      oc
        .column('gatewayRef')
        .where('gatewayRef', 'is not', null)
        .doUpdateSet({ status: 'succeeded', amountCents, currency, checkedAt: settledAt, settledAt, cardBrand, cardLast4 }),
    )
    .execute();
}

/** Remembers what the gateway said about one of the order's unsettled payments (for the reconciliation job). */
export async function notePaymentStatus(db: DB, orderId: string, gatewayRef: string, status: OrderPaymentStatus): Promise<void> {
  await db
    .updateTable('orderPayments')
    .set({ status, checkedAt: new Date() })
    .where('orderId', '=', orderId)
    .where('gatewayRef', '=', gatewayRef)
    .where('settledAt', 'is', null)
    .execute();
}

/**
 * Takes up to `limit` unsettled payments that have been processing or awaiting the customer's
 * action since before `staleBefore`, and stamps them as checked `now`: a lease, so another
 * instance running the same job skips them (SKIP LOCKED while we stamp, then the fresh stamp).
 * Walks order_payments_recheck_idx.
 */
export function leaseStalePayments(db: DB, staleBefore: Date, now: Date, limit: number) {
  return db
    .updateTable('orderPayments')
    .set({ checkedAt: now })
    .where('id', 'in', (eb) =>
      leaseBatch(
        eb
          .selectFrom('orderPayments')
          .select('id')
          .where('settledAt', 'is', null)
          .where('gatewayRef', 'is not', null)
          .where('status', 'in', ['processing', 'requires_action'])
          .where('checkedAt', '<', staleBefore)
          .orderBy('checkedAt'),
        limit,
      ),
    )
    .returning(['orderId', 'gatewayRef'])
    .execute();
}

/**
 * The order's settled payment that admins' refunds draw on (the first settled: the one that paid
 * it, whose reference is the order's transaction id, settled when it was paid), with what was given back.
 */
export function findSettledPayment(db: DB, orderId: string) {
  return db
    .selectFrom('orderPayments')
    .select(['id', 'gatewayRef', 'amountCents', 'refundedCents', 'status', 'settledAt'])
    .where('orderId', '=', orderId)
    .where('settledAt', 'is not', null)
    .orderBy('settledAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Reserves `amountCents` of the settled payment `paymentId` for a refund of it, in one conditional
 * statement: of admins refunding at once, each waits for the one before and re-checks what is
 * left, so together they never pass what was paid (the CHECK order_payments_refunds_within_amount
 * is the last word). Answers the payment's new refunded amount and its amount, or undefined when
 * it is not settled or has not that much left.
 */
export function reserveRefund(db: DB, paymentId: string, amountCents: number) {
  return db
    .updateTable('orderPayments')
    .set((eb) => ({ refundedCents: eb('refundedCents', '+', amountCents) }))
    .where('id', '=', paymentId)
    .where('settledAt', 'is not', null)
    .where((eb) => eb(eb('refundedCents', '+', amountCents), '<=', eb.ref('amountCents')))
    .returning(['refundedCents', 'amountCents'])
    .executeTakeFirst();
}

/**
 * Gives back a failed refund's reserved amount to its payment `paymentId`. A status that already
 * says refunded follows what is left reserved (another refund of it succeeded before).
 */
export async function releaseRefund(db: DB, paymentId: string, amountCents: number): Promise<void> {
  await db
    .updateTable('orderPayments')
    .set((eb) => ({
      refundedCents: eb('refundedCents', '-', amountCents),
      status: sql<OrderPaymentStatus>`case when status not in ('refunded', 'partially_refunded') then status
        when refunded_cents - ${amountCents} > 0 then 'partially_refunded' else 'succeeded' end`,
    }))
    .where('id', '=', paymentId)
    .where('refundedCents', '>=', amountCents)
    .execute();
}

/**
 * Once a refund of the payment `paymentId` succeeded: its status is `refunded` when everything
 * reserved is its whole amount, `partially_refunded` otherwise. Answers its refunded amount, amount and status.
 */
export function noteRefundSucceeded(db: DB, paymentId: string) {
  return db
    .updateTable('orderPayments')
    .set({ status: sql<OrderPaymentStatus>`case when refunded_cents = amount_cents then 'refunded' else 'partially_refunded' end` })
    .where('id', '=', paymentId)
    .returning(['refundedCents', 'amountCents', 'status'])
    .executeTakeFirstOrThrow();
}


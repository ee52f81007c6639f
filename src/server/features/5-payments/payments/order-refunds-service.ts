import { creditNoteNumberText } from '../../../../shared/rules/document-numbers';
import type { OrderRefunds, RefundFields, RefundResult } from '../../../../shared/schemas/refund';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import { listRestockableLines as listRefundableLines, reserveRestock } from '../../4-orders/orders/order-line-restocks';
import { findOrderForPayment } from '../../4-orders/orders/paid-orders';
import { findSettledPayment, reserveRefund } from './order-payments-repository';
import { insertPendingRefund, listOrderRefunds } from './order-refunds-repository';
import { finishOrderRefund } from './settlement/finish-order-refund';
import { accountCredits, creditAccountOrder } from './account-credits-service';
import { restockProblem, tooMuch } from './refund-refusals';

const noSuchOrder = () => new AppError('not-found', 'No such order');

/**
 * What refunding an order needs: the order (paid, its total), the settled payment refunds give back
 * (the first: until paying on account says which) and what it has given back.
 */
async function findOrderForRefund(db: DB, orderId: string) {
  const [order, payment] = await Promise.all([findOrderForPayment(db, orderId), findSettledPayment(db, orderId)]);
  if (!order) return undefined;
  return { ...order, payment, refundedCents: payment?.refundedCents ?? 0, paymentStatus: payment?.status ?? null };
}
const notPaid = () => new AppError('conflict', 'Only a paid order can be refunded');

/**
 * `POST /orders/{id}/refunds`: an admin gives back all or part of a paid order, optionally putting
 * units of its lines back in stock. One transaction reserves the amount on the payment and the units
 * on its lines with conditional updates (so admins refunding at once can never pass what was paid)
 * and records the refund as pending; then the gateway refunds with the refund's id as idempotency
 * key; then one transaction settles it (finishOrderRefund). A gateway that does not answer leaves
 * it pending (answered as such) for the reconciliation job.
 *
 * Errors: 404 unknown order; 409 unpaid order, or the card network refused (its words); 400 more
 * than is left (`amountCents`), or a restock the lines cannot take (`restock.{i}.*`).
 */
export async function refundOrder(services: AppServices, admin: ContextUser, input: RefundFields & { id: string }): Promise<RefundResult> {
  const order = await findOrderForRefund(services.db, input.id);
  if (!order) throw noSuchOrder();
  // On account no money moved: the refund is a credit lowering what the company owes.
  if (order.paymentMethod === 'account') return creditAccountOrder(services, admin, order, input);
  const { payment } = order;
  if (!order.isPaid || !payment) throw notPaid();
  // Checked first for the admin's words; the conditional updates below have the last word.
  const problem = restockProblem(await listRefundableLines(services.db, order.id), input.restock);
  if (problem) throw problem;
  if (input.amountCents > order.totalCents - order.refundedCents) throw tooMuch(order.totalCents - order.refundedCents);

  const refund = await services.db.transaction().execute(async (trx) => {
    const reserved = await reserveRefund(trx, payment.id, input.amountCents);
    if (!reserved) throw await tooMuchNow(trx, order.id);
    const moves = input.restock.map((entry) => ({ productId: entry.productId, units: entry.quantity }));
    if ((await reserveRestock(trx, order.id, moves)) < moves.length) throw restockProblem(await listRefundableLines(trx, order.id), input.restock) ?? notPaid();
    return insertPendingRefund(trx, { orderId: order.id, paymentId: payment.id, amountCents: input.amountCents, reason: input.reason, restock: input.restock, adminId: admin.id });
  });

  const pending = { id: refund.id, amountCents: refund.amountCents, status: 'pending' as const, creditNoteNumber: null };
  // A failure here leaves the refund pending: the reconciliation job retries it with the same key.
  const finished = await finishOrderRefund(services, refund).catch(() => null);
  if (finished?.status === 'failed') throw new AppError('conflict', `The card network refused the refund: ${finished.error}. Nothing was refunded.`);
  if (finished?.status === 'succeeded') return { ...pending, status: 'succeeded', creditNoteNumber: finished.creditNoteNumber, refundedCents: finished.refundedCents, paymentStatus: finished.paymentStatus };
  // The gateway did not answer (the job retries it) or the job settled it first: say where it stands.
  const now = (await listOrderRefunds(services.db, order.id, services.ports.creditNoteNumberOf)).find((row) => row.id === refund.id);
  const after = await findOrderForRefund(services.db, order.id);
  return {
    ...pending,
    status: now?.status ?? 'pending',
    creditNoteNumber: now?.creditNote ? creditNoteNumberText(now.creditNote) : null,
    refundedCents: after?.refundedCents ?? order.refundedCents,
    paymentStatus: after?.paymentStatus ?? 'succeeded',
  };
}

/** The 400 for an amount the order no longer has room for (read inside the transaction that found none). */
async function tooMuchNow(trx: DB, orderId: string): Promise<AppError> {
  const order = await findOrderForRefund(trx, orderId);
  if (!order?.isPaid) return notPaid();
  return tooMuch(order.totalCents - order.refundedCents);
}

/** `GET /orders/{id}/refunds`: what was paid and refunded, each line's units put back, and every refund. 404 unknown order. */
export async function orderRefunds(services: AppServices, orderId: string): Promise<OrderRefunds> {
  const { db } = services;
  const order = await findOrderForRefund(db, orderId);
  if (!order) throw noSuchOrder();
  const figures = order.paymentMethod === 'account' ? await accountCredits(db, order) : null;
  const [lines, refunds] = await Promise.all([listRefundableLines(db, orderId), listOrderRefunds(db, orderId, services.ports.creditNoteNumberOf)]);
  const paidCents = order.isPaid ? order.totalCents : 0;
  return {
    paidCents,
    refundedCents: order.refundedCents,
    leftCents: paidCents - order.refundedCents,
    paymentStatus: order.paymentStatus ?? (order.isPaid ? 'succeeded' : 'requires_payment_method'),
    ...figures,
    lines,
    refunds: refunds.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      reason: row.reason,
      status: row.status,
      error: row.error,
      restock: row.restock,
      creditNoteNumber: row.creditNote === null ? null : creditNoteNumberText(row.creditNote),
      admin: row.admin,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

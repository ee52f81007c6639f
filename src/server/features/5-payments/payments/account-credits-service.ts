import { creditNoteNumberText } from '../../../../shared/rules/document-numbers';
import type { RefundFields, RefundResult } from '../../../../shared/schemas/refund';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import { recordAudit } from '../../1-platform/audit/audit-log-repository';
import { enqueueMail } from '../../1-platform/mail/outbox-repository';
import { paymentRefundedMail } from '../../1-platform/mail/templates/order-mails';
import { returnStock } from '../../2-catalogue/products/stock-repository';
import { listRestockableLines, reserveRestock } from '../../4-orders/orders/order-line-restocks';
import { recordOrderEvent } from '../../4-orders/orders/order-timeline';
import { findOrderMailFacts, type PaymentOrderRow } from '../../4-orders/orders/paid-orders';
import { accountCreditedCents, insertAccountCredit } from './order-refunds-repository';
import { restockProblem, tooMuch } from './refund-refusals';

/*
 * An admin's refund of an order placed on a company's account (issue 40, docs/decisions/141): no
 * money was taken by card for it, so none goes back. The refund is a credit: its credit note is
 * issued at once and lowers what the invoice owes and the company's balance (invoices, through
 * FeaturePorts.creditAccountInvoice), in one transaction with its units back in stock, the
 * order's timeline, the audit entry and the buyer's e-mail.
 */

/** The payment status an on-account order's credits read as in the refunds' figures. */
const statusOf = (creditedCents: number, totalCents: number) => (creditedCents === 0 ? 'succeeded' : creditedCents >= totalCents ? 'refunded' : 'partially_refunded');

/** `GET /orders/{id}/refunds`' figures for an on-account order: what was invoiced, credited, and may still be credited. */
export async function accountCredits(db: DB, order: PaymentOrderRow) {
  const creditedCents = await accountCreditedCents(db, order.id);
  return { paidCents: order.totalCents, refundedCents: creditedCents, leftCents: order.totalCents - creditedCents, paymentStatus: statusOf(creditedCents, order.totalCents) };
}

/**
 * `POST /orders/{id}/refunds` for an on-account order: a credit of at most the order's total less
 * its earlier credits (checked here for the admin's words, and decided under the company's row
 * lock by creditAccountInvoice: admins crediting at once never pass it). Stock goes back first:
 * products are locked before the company, as a checkout locks them.
 *
 * Errors: 409 a cancelled order (nothing owed); 400 more than is left (`amountCents`), or a
 * restock the lines cannot take (`restock.{i}.*`).
 */
export async function creditAccountOrder(services: AppServices, admin: ContextUser, order: PaymentOrderRow, input: RefundFields): Promise<RefundResult> {
  const { db, config } = services;
  if (order.status === 'cancelled' || order.status === 'expired') throw new AppError('conflict', `This order was ${order.status}: nothing is owed on it to credit`);
  const problem = restockProblem(await listRestockableLines(db, order.id), input.restock);
  if (problem) throw problem;
  const leftCents = order.totalCents - (await accountCreditedCents(db, order.id));
  if (input.amountCents > leftCents) throw tooMuch(leftCents);

  return db.transaction().execute(async (trx) => {
    const moves = input.restock.map((entry) => ({ productId: entry.productId, units: entry.quantity }));
    if ((await reserveRestock(trx, order.id, moves)) < moves.length) throw restockProblem(await listRestockableLines(trx, order.id), input.restock) ?? tooMuch(0);
    const refund = await insertAccountCredit(trx, { orderId: order.id, amountCents: input.amountCents, reason: input.reason, restock: input.restock, adminId: admin.id });
    if (moves.length > 0) await returnStock(trx, moves);
    const credited = await services.ports.creditAccountInvoice(trx, { refundId: refund.id, orderId: order.id, amountCents: input.amountCents, issuedAt: refund.createdAt }, { type: 'admin', id: admin.id });
    if (credited.outcome === 'too-much') throw tooMuch(credited.leftCents);

    const creditNote = creditNoteNumberText(credited.creditNoteNumber);
    await recordOrderEvent(trx, order.id, 'refunded', { type: 'admin', id: admin.id }, {
      amountCents: input.amountCents,
      reason: input.reason,
      orderRefundId: refund.id,
      creditNote,
      via: 'account',
      unitsReturned: moves.reduce((sum, move) => sum + move.units, 0),
    });
    await recordAudit(trx, { id: admin.id, email: admin.email }, {
      action: 'order.refunded',
      target: order.id,
      before: { creditedCents: credited.creditedCents - input.amountCents },
      after: { creditedCents: credited.creditedCents },
      details: { refundId: refund.id, amountCents: input.amountCents, reason: input.reason, creditNote, restock: input.restock, onAccount: true },
    });
    const facts = await findOrderMailFacts(trx, order.id);
    if (facts) {
      await enqueueMail(
        trx,
        paymentRefundedMail(config, facts, { amountCents: input.amountCents, admin: { reason: input.reason, leftPaidCents: 0, creditNoteNumber: credited.creditNoteNumber }, onAccount: { owedCents: credited.owedCents } }),
      );
    }
    return {
      id: refund.id,
      amountCents: refund.amountCents,
      status: 'succeeded',
      creditNoteNumber: creditNote,
      refundedCents: credited.creditedCents,
      paymentStatus: statusOf(credited.creditedCents, order.totalCents),
    };
  });
}

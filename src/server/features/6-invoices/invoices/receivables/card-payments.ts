import { sql } from 'kysely';
import { calendarDateOf } from '../../../../../shared/rules/account-terms';
import type { DB } from '../../../../db/database';
import type { AccountInvoice, EventActor, InvoiceCardOutcome, InvoiceCardPayment } from '../../../../services';
import { lockCompany } from '../../../3-accounts/companies/company-locks';
import { findOrderForPayment } from '../../../4-orders/orders/paid-orders';
import { openInvoicesOf } from './open-invoices';
import { allocatedCentsOf, creditedCentsOf } from './invoice-settlement';
import { recordAccountPayment } from './record-payment';

/*
 * A member paying an open on-account invoice by card (issue 40, ADR 141): payments runs the card
 * flow (its intents, attempts and idempotency) and reaches these through FeaturePorts, to learn
 * what an invoice still owes and, when the intent succeeded, to record it as a payment received.
 */

/** What the invoice's credit notes and the payments allocated to it settled, in cents. */
async function settledCentsOf(db: DB, invoice: { number: number; orderId: string }): Promise<number> {
  const row = await db
    .selectNoFrom([creditedCentsOf(sql.val(invoice.orderId)).as('creditedCents'), allocatedCentsOf(sql.val(invoice.number)).as('allocatedCents')])
    .executeTakeFirstOrThrow();
  return Number(row.creditedCents) + Number(row.allocatedCents);
}

/**
 * The on-account invoice numbered `number` (as stored) with its order and what it still owes
 * (its order's total less its credit notes less the payments allocated to it; 0 or less: settled);
 * undefined for no such invoice, or the invoice of an order paid by card.
 */
export async function accountInvoiceOf(db: DB, number: number): Promise<AccountInvoice | undefined> {
  const invoice = await db.selectFrom('invoices').select(['number', 'orderId']).where('number', '=', number).where('dueOn', 'is not', null).executeTakeFirst();
  if (!invoice) return undefined;
  const [order, settledCents] = await Promise.all([findOrderForPayment(db, invoice.orderId), settledCentsOf(db, invoice)]);
  if (!order || order.paymentMethod !== 'account' || order.companyId === null) return undefined;
  return { number: invoice.number, orderId: invoice.orderId, companyId: order.companyId, totalCents: order.totalCents, dueCents: order.totalCents - settledCents };
}

/**
 * Records a succeeded card intent that paid an on-account invoice as a payment received (method
 * `card`, its reference and gateway reference the intent's id), allocated to that invoice, in the
 * caller's transaction (the one that settles the payment). Under the company's row lock (the
 * lock every write about its money takes first), so it is decided after any payment recorded
 * meanwhile: the intent was already recorded (a second confirmation, a webhook after the
 * confirmation: nothing changes; the unique gateway_ref is the last word), or the amount is no
 * longer what the invoice owes (paid meanwhile by a bank transfer, credited, or the order
 * cancelled): refused, and payments refunds the intent.
 */
export async function recordInvoiceCardPayment(trx: DB, payment: InvoiceCardPayment, actor: EventActor): Promise<InvoiceCardOutcome> {
  if (!(await lockCompany(trx, payment.companyId))) return { outcome: 'refused', reason: 'The company is gone' };
  const recorded = await trx.selectFrom('accountPayments').select('id').where('gatewayRef', '=', payment.intentId).executeTakeFirst();
  if (recorded) return { outcome: 'already-paid' };
  const invoice = (await openInvoicesOf(trx, payment.companyId)).find((open) => open.orderId === payment.orderId);
  if (!invoice) return { outcome: 'refused', reason: 'The invoice was already settled before the payment arrived' };
  if (invoice.dueCents !== payment.amountCents) return { outcome: 'refused', reason: 'The payment does not match what the invoice still owes' };
  await recordAccountPayment(
    trx,
    {
      companyId: payment.companyId,
      amountCents: payment.amountCents,
      receivedOn: calendarDateOf(payment.paidAt),
      method: 'card',
      reference: payment.intentId,
      gatewayRef: payment.intentId,
      recordedBy: null,
      allocations: [{ invoiceNumber: invoice.number, amountCents: payment.amountCents }],
    },
    actor,
  );
  return { outcome: 'paid', invoiceNumber: invoice.number };
}

import { centsToDollars, dollarsToCents, formatCents } from '../../../../shared/money';
import { invoiceNumberOf, invoiceNumberText } from '../../../../shared/rules/document-numbers';
import { ALREADY_SETTLED_MESSAGE, INVOICE_NOT_FOUND_MESSAGE, type InvoicePayment } from '../../../../shared/schemas/account-terms';
import { AppError } from '../../../errors/app-error';
import type { AccountInvoice, AppServices, ContextUser } from '../../../services';
import { lockUnpaidAccountOrder } from '../../4-orders/orders/account-orders';
import { mayPayAccountOrder } from '../../4-orders/orders/order-receipt';
import { findOrderForPayment, type PaymentOrderRow } from '../../4-orders/orders/paid-orders';
import { findCurrentPayment } from './order-payments-repository';
import { confirmationAnswer, intentFor } from './payments-service';
import { settlePayment } from './settlement/settle-payment';

/*
 * A member paying an open on-account invoice by card (issue 40, docs/decisions/141): the card flow
 * of an order (its intents, attempts, idempotency and settlement: payments-service.ts,
 * settlement/settle-payment.ts), for what the invoice still owes rather than the order's total.
 * Settling a succeeded intent records it as a payment received allocated to the invoice.
 */

const noSuchInvoice = () => new AppError('not-found', INVOICE_NOT_FOUND_MESSAGE);

/** The on-account invoice `number` (INV-000042) and its order, if `caller` may pay it (its buyer or a company admin); 404 for anyone else. */
async function payableInvoice(services: AppServices, caller: ContextUser, number: string): Promise<{ invoice: AccountInvoice; order: PaymentOrderRow }> {
  const stored = invoiceNumberOf(number);
  const invoice = stored === null ? undefined : await services.ports.accountInvoiceOf(services.db, stored);
  const order = invoice && (await findOrderForPayment(services.db, invoice.orderId));
  if (!invoice || !order || !(await mayPayAccountOrder(services.db, caller, order))) throw noSuchInvoice();
  return { invoice, order };
}

/** 409 unless something is still owed on it. */
function assertOwing(invoice: AccountInvoice, order: PaymentOrderRow): void {
  if (order.status === 'cancelled' || order.status === 'expired') throw new AppError('conflict', `This order was ${order.status}: nothing is owed on its invoice`);
  if (order.isPaid || invoice.dueCents <= 0) throw new AppError('conflict', ALREADY_SETTLED_MESSAGE);
}

/**
 * `POST /my-company/invoices/{number}/payment`: the client secret of a card payment of what the
 * invoice still owes (never an amount the client names), the order's one intent for that amount as
 * startPayment keeps it (so ten clicks, even at once, leave one intent; an intent for an amount no
 * longer owed is cancelled and replaced). The intent carries the order's id, as for a card order.
 *
 * Errors: 404 no such on-account invoice, or one the caller may not pay (another company's, or
 * another buyer's for a buyer); 400 `amount` differs from what is owed; 409 nothing owed (paid,
 * credited, cancelled), or a payment still processing.
 */
export async function startInvoicePayment(services: AppServices, caller: ContextUser, input: { number: string; amount?: number }): Promise<InvoicePayment> {
  const { invoice, order } = await payableInvoice(services, caller, input.number);
  assertOwing(invoice, order);
  if (input.amount !== undefined && dollarsToCents(input.amount) !== invoice.dueCents) {
    const message = `The amount does not match what the invoice still owes (${formatCents(invoice.dueCents)})`;
    throw new AppError('invalid', message, { amount: [message] });
  }
  const secret = await intentFor(services, caller, {
    orderId: order.id,
    amountCents: invoice.dueCents,
    lock: async (trx) => (await lockUnpaidAccountOrder(trx, order.id)) !== undefined,
    recheck: async () => {
      const now = await payableInvoice(services, caller, input.number);
      assertOwing(now.invoice, now.order);
    },
  });
  return { ...secret, orderId: order.id, invoiceNumber: invoiceNumberText(invoice.number), amount: centsToDollars(invoice.dueCents) };
}

/**
 * `PATCH /my-company/invoices/{number}/payment`: the member reports the card payment; the gateway is
 * asked whether it really succeeded (settlePayment, which records it against the invoice once).
 * The transaction id only says which intent to check; without one, the invoice's current payment.
 *
 * Errors: as the order's confirmation (PATCH /create-payment-intent/payment/{orderId}), 404 for an
 * invoice the caller may not pay.
 */
export async function confirmInvoicePayment(services: AppServices, caller: ContextUser, input: { number: string; transactionId?: string }) {
  const { order } = await payableInvoice(services, caller, input.number);
  const intentId = input.transactionId ?? (await findCurrentPayment(services.db, order.id))?.gatewayRef;
  if (!intentId) throw new AppError('conflict', 'No payment has been started for this invoice');
  const settled = await settlePayment(services, { orderId: order.id, intentId, via: 'confirmation', actor: { type: 'customer', id: caller.id } });
  return confirmationAnswer(settled);
}

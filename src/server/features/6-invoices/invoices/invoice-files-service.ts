import { creditNoteNumberText, invoiceNumberText } from '../../../../shared/rules/document-numbers';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import type { AppServices, ContextUser } from '../../../services';
import { findOrderCharges, findOrderReceipt, mayReadOrder, type OrderReceiptRow } from '../../4-orders/orders/order-receipt';
import { findPaymentThatPaid } from '../../5-payments/payments/paid-amounts';
import { findRefundReason } from '../../5-payments/payments/refund-reasons';
import { findCreditNote, findInvoice, listCreditNotes } from './invoices-repository';
import { renderCreditNotePdf } from './pdf/credit-note-pdf';
import { renderInvoicePdf } from './pdf/invoice-pdf';
import type { Seller } from './pdf/pdf-page';

/** A document ready to download or attach. */
export interface PdfFile {
  filename: string;
  content: Buffer;
}

const noSuchOrder = () => new AppError('not-found', 'No such order');

/** The order, if `caller` may see it: its owner, an admin or its company's admin (mayReadOrder); anyone else learns nothing (docs/decisions/032). */
async function visibleOrder(db: DB, caller: ContextUser, orderId: string): Promise<OrderReceiptRow> {
  const order = await findOrderReceipt(db, orderId);
  if (!order || !(await mayReadOrder(db, caller, order))) throw noSuchOrder();
  return order;
}

/** The invoice of `order` as a PDF; undefined while the order has none (not paid). */
async function invoiceFileOf(db: DB, seller: Seller, order: OrderReceiptRow): Promise<PdfFile | undefined> {
  const [invoice, payment] = await Promise.all([findInvoice(db, order.id), findPaymentThatPaid(db, order.id)]);
  // An on-account invoice (issue 40) is issued unpaid, with its due date; a card one once paid.
  if (!invoice || (!payment && invoice.dueOn === null)) return undefined;
  const [creditNotes, charges] = await Promise.all([listCreditNotes(db, order.id), findOrderCharges(db, order.id)]);
  const content = await renderInvoicePdf(seller, { ...invoice, order: { ...order, transactionId: payment?.transactionId ?? null }, creditNotes, ...(charges && { charges }) });
  return { filename: `${invoiceNumberText(invoice.number)}.pdf`, content };
}

/**
 * `GET /api/orders/{id}/invoice.pdf`: the order's invoice, for its owner, an admin or its company's admin. 404 for
 * anyone else, an unknown order, and an order not paid yet (it has no invoice).
 */
export async function invoiceFile({ db, config }: AppServices, caller: ContextUser, orderId: string): Promise<PdfFile> {
  const file = await invoiceFileOf(db, config.seller, await visibleOrder(db, caller, orderId));
  if (!file) throw new AppError('not-found', 'This order has no invoice yet: it is issued when the order is paid');
  return file;
}

/**
 * `GET /api/orders/{id}/credit-notes/{number}.pdf`: one of the order's credit notes, for its owner,
 * an admin or its company's admin; 404 for anyone else and for a number that is not one of this order's notes.
 */
export async function creditNoteFile({ db, config }: AppServices, caller: ContextUser, orderId: string, number: number): Promise<PdfFile> {
  const file = await creditNoteFileOf(db, config.seller, await visibleOrder(db, caller, orderId), number);
  if (!file) throw new AppError('not-found', 'No such credit note');
  return file;
}

/** Credit note `number` of `order` as a PDF; undefined when the order has no such note. */
async function creditNoteFileOf(db: DB, seller: Seller, order: OrderReceiptRow, number: number): Promise<PdfFile | undefined> {
  const [note, invoice] = await Promise.all([findCreditNote(db, order.id, number), findInvoice(db, order.id)]);
  if (!note || !invoice) return undefined;
  const [reason, charges] = await Promise.all([findRefundReason(db, note.refundId), findOrderCharges(db, order.id)]);
  const content = await renderCreditNotePdf(seller, { ...note, reason: reason ?? '', invoiceNumber: invoice.number, order, ...(charges && { charges }) });
  return { filename: `${creditNoteNumberText(note.number)}.pdf`, content };
}

/** A refund's credit note for the refund e-mail (no caller: the mail goes to the buyer). */
export async function creditNoteAttachmentFile(db: DB, seller: Seller, orderId: string, number: number): Promise<PdfFile> {
  const order = await findOrderReceipt(db, orderId);
  const file = order && (await creditNoteFileOf(db, seller, order, number));
  if (!file) throw new Error(`Order ${orderId} has no credit note ${number} to attach`);
  return file;
}

/** The invoice of a paid order for its "payment received" e-mail (no caller: the mail goes to the buyer). */
export async function invoiceAttachmentFile(db: DB, seller: Seller, orderId: string): Promise<PdfFile> {
  const order = await findOrderReceipt(db, orderId);
  const file = order && (await invoiceFileOf(db, seller, order));
  if (!file) throw new Error(`Order ${orderId} has no invoice to attach`);
  return file;
}

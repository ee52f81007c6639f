import { centsToDollars } from '../../../../shared/money';
import { creditNoteNumberText, invoiceNumberText } from '../../../../shared/rules/document-numbers';
import type { OrderDocuments } from '../../../../shared/schemas/invoice';
import type { DB } from '../../../db/database';
import { findInvoice, listCreditNotes } from './invoices-repository';

/**
 * The documents an order has, as order reads show them (`GET /api/orders/{id}`, the payment
 * receipt): its invoice's number once paid, and each refund's credit note. Offered to orders and
 * payments, which may not read these tables themselves.
 */
export async function findOrderDocuments(db: DB, orderId: string): Promise<OrderDocuments> {
  const [invoice, creditNotes] = await Promise.all([findInvoice(db, orderId), listCreditNotes(db, orderId)]);
  return {
    invoiceNumber: invoice ? invoiceNumberText(invoice.number) : null,
    creditNotes: creditNotes.map((note) => ({ number: creditNoteNumberText(note.number), amount: centsToDollars(note.amountCents), issuedAt: note.issuedAt.toISOString() })),
  };
}

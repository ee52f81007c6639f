import { expressionBuilder, sql, type Expression } from 'kysely';
import { centsToDollars } from '../../../../shared/money';
import { creditNoteNumberText, creditNotePdfPath, invoiceNumberText, invoicePdfPath } from '../../../../shared/rules/document-numbers';
import type { OrderDocument, OrderDocuments } from '../../../../shared/schemas/invoice';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { findInvoice, listCreditNotes } from './invoices-repository';

/** An invoice as a download: its total is the order's. */
export function invoiceDocument(orderId: string, invoice: { number: number; issuedAt: Date; totalCents: number }): OrderDocument {
  return { kind: 'invoice', number: invoiceNumberText(invoice.number), url: invoicePdfPath(orderId), total: centsToDollars(invoice.totalCents), issuedAt: invoice.issuedAt.toISOString() };
}

/** A credit note as a download: its total is what its refund gave back. */
export function creditNoteDocument(orderId: string, note: { number: number; issuedAt: Date; amountCents: number }): OrderDocument {
  const number = creditNoteNumberText(note.number);
  return { kind: 'credit_note', number, url: creditNotePdfPath(orderId, number), total: centsToDollars(note.amountCents), issuedAt: note.issuedAt.toISOString() };
}

/**
 * The documents an order has, as order reads show them (`GET /api/orders/{id}`, the payment
 * receipt): its invoice's number once paid, each refund's credit note, and both as downloads.
 * Offered to orders and payments, which may not read these tables themselves.
 */
export async function findOrderDocuments(db: DB, orderId: string): Promise<OrderDocuments> {
  const [invoice, creditNotes] = await Promise.all([findInvoice(db, orderId), listCreditNotes(db, orderId)]);
  return {
    invoiceNumber: invoice ? invoiceNumberText(invoice.number) : null,
    creditNotes: creditNotes.map((note) => ({ number: creditNoteNumberText(note.number), amount: centsToDollars(note.amountCents), issuedAt: note.issuedAt.toISOString() })),
    documents: [...(invoice ? [invoiceDocument(orderId, invoice)] : []), ...creditNotes.map((note) => creditNoteDocument(orderId, note))],
  };
}

/** An order's invoice as order reads carry it (orders' toOrderDto writes it): its number and, on account, its due date (`YYYY-MM-DD`). */
export interface OrderInvoiceRow {
  number: number;
  dueOn: string | null;
}

/**
 * The order's invoice, number and due date, as a scalar subquery of the caller's own statement (null
 * before one is issued): every order read carries it, a list in one statement (invoices' order_id key).
 *
 * @example
 * db.selectFrom('orders').select((eb) => orderInvoiceOf(eb.ref('orders.id')).as('invoice'))
 */
export function orderInvoiceOf(orderId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('invoices')
    .select(sql<OrderInvoiceRow>`json_build_object('number', invoices.number, 'dueOn', invoices.due_on)`.as('invoice'))
    .where('invoices.orderId', '=', orderId)
    .$asScalar()
    .$castTo<OrderInvoiceRow | null>();
}

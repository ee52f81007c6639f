import type { DB } from '../../../db/database';

/* Reads of the issued documents (issue-documents.ts writes them). */

/** The order's invoice, if it has one (it does once paid). */
export function findInvoice(db: DB, orderId: string) {
  return db.selectFrom('invoices').select(['number', 'issuedAt']).where('orderId', '=', orderId).executeTakeFirst();
}

/** The order's credit notes, oldest first. */
export function listCreditNotes(db: DB, orderId: string) {
  return db.selectFrom('creditNotes').select(['number', 'refundId', 'amountCents', 'issuedAt']).where('orderId', '=', orderId).orderBy('number').execute();
}

/** One credit note of the order by its number; undefined when the order has no such note. */
export function findCreditNote(db: DB, orderId: string, number: number) {
  return db.selectFrom('creditNotes').select(['number', 'refundId', 'amountCents', 'issuedAt']).where('orderId', '=', orderId).where('number', '=', number).executeTakeFirst();
}

import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import type { KeysetKey } from '../../../db/keyset-cursor';
import { orderIdsOfUser, orderNumberAndTotalOf } from '../../4-orders/orders/customer-orders';

/* Reads of the issued documents (issue-documents.ts writes them). */

/** The order's invoice, if it has one (it does once paid), with the order's total it bills. */
export function findInvoice(db: DB, orderId: string) {
  return db
    .selectFrom('invoices')
    .innerJoinLateral((eb) => orderNumberAndTotalOf(eb.ref('invoices.orderId')).as('o'), (join) => join.onTrue())
    .select(['invoices.number', 'invoices.issuedAt', 'invoices.dueOn', 'o.totalCents'])
    .where('invoices.orderId', '=', orderId)
    .executeTakeFirst();
}

/**
 * Up to `limit` of the invoices and credit notes of the user's orders, newest first, after the
 * key `after` (issued time in microseconds, then the invoice's order id or the note's refund id):
 * each with its order's number, and the invoice with its order's total. Both tables are read by
 * order id (their primary key and credit_notes_order_idx) for the user's orders.
 */
export function listDocumentsOfUser(db: DB, userId: string, after: KeysetKey | null, limit: number) {
  const orderIds = orderIdsOfUser(sql.val(userId));
  const documents = db
    .selectFrom('invoices')
    .select([sql<'invoice' | 'credit_note'>`'invoice'`.as('kind'), 'invoices.number', 'invoices.issuedAt', 'invoices.orderId', sql<string>`invoices.order_id`.as('keyId'), sql<number | null>`null::bigint`.as('amountCents')])
    .where('invoices.orderId', 'in', orderIds)
    .unionAll(
      db
        .selectFrom('creditNotes')
        .select([sql<'invoice' | 'credit_note'>`'credit_note'`.as('kind'), 'creditNotes.number', 'creditNotes.issuedAt', 'creditNotes.orderId', sql<string>`credit_notes.refund_id`.as('keyId'), 'creditNotes.amountCents'])
        .where('creditNotes.orderId', 'in', orderIds),
    );
  let query = db
    .selectFrom(documents.as('d'))
    .innerJoinLateral((eb) => orderNumberAndTotalOf(eb.ref('d.orderId')).as('o'), (join) => join.onTrue())
    .select(['d.kind', 'd.number', 'd.issuedAt', 'd.orderId', 'd.keyId', 'd.amountCents', 'o.number as orderNumber', 'o.totalCents'])
    .select(sql<string>`(extract(epoch from d.issued_at) * 1000000)::bigint::text`.as('createdMicros'));
  if (after) {
    query = query.where(sql<boolean>`(d.issued_at, d.key_id) < (timestamptz 'epoch' + ${after.createdMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`);
  }
  return query.orderBy('d.issuedAt', 'desc').orderBy('d.keyId', 'desc').limit(limit).execute();
}

/** The order's credit notes, oldest first. */
export function listCreditNotes(db: DB, orderId: string) {
  return db.selectFrom('creditNotes').select(['number', 'refundId', 'amountCents', 'issuedAt']).where('orderId', '=', orderId).orderBy('number').execute();
}

/** One credit note of the order by its number; undefined when the order has no such note. */
export function findCreditNote(db: DB, orderId: string, number: number) {
  return db.selectFrom('creditNotes').select(['number', 'refundId', 'amountCents', 'issuedAt']).where('orderId', '=', orderId).where('number', '=', number).executeTakeFirst();
}

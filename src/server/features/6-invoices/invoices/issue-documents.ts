import { sql } from 'kysely';
import type { DB } from '../../../db/database';

/*
 * Numbering invoices and credit notes without gaps: each takes the next number from its counter
 * row in `document_numbers` inside the caller's transaction, so the row stays locked until that
 * transaction ends and a rollback takes the number back. Callers issue at most one document per
 * order (invoice) or refund (credit note); a second attempt fails on the primary key and rolls back.
 */

/**
 * Issues the invoice of an order that has just been marked paid, or placed on account with its due
 * date `dueOn` (`YYYY-MM-DD`, docs/decisions/141), in the same transaction.
 */
export async function issueInvoice(trx: DB, orderId: string, issuedAt: Date, dueOn: string | null = null): Promise<number> {
  const issued = await trx
    .with('next', (db) => db.updateTable('documentNumbers').set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) })).where('kind', '=', 'invoice').returning('lastNumber'))
    .insertInto('invoices')
    .columns(['orderId', 'number', 'issuedAt', 'dueOn'])
    .expression((eb) =>
      eb
        .selectFrom('next')
        .select([
          sql<string>`cast(${orderId} as uuid)`.as('orderId'),
          'next.lastNumber',
          sql<Date>`cast(${issuedAt} as timestamptz)`.as('issuedAt'),
          sql<string | null>`cast(${dueOn} as date)`.as('dueOn'),
        ]),
    )
    .returning('number')
    .executeTakeFirstOrThrow();
  return issued.number;
}

export interface CreditNoteRequest {
  refundId: string;
  orderId: string;
  amountCents: number;
  issuedAt: Date;
}

/** Issues the credit note of a refund that has just succeeded (in the same transaction). */
export async function issueCreditNote(trx: DB, note: CreditNoteRequest): Promise<number> {
  const issued = await trx
    .with('next', (db) => db.updateTable('documentNumbers').set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) })).where('kind', '=', 'credit_note').returning('lastNumber'))
    .insertInto('creditNotes')
    .columns(['refundId', 'orderId', 'amountCents', 'number', 'issuedAt'])
    .expression((eb) =>
      eb
        .selectFrom('next')
        .select([sql<string>`cast(${note.refundId} as uuid)`.as('refundId'),
          sql<string>`cast(${note.orderId} as uuid)`.as('orderId'),
          sql<number>`cast(${note.amountCents} as bigint)`.as('amountCents'),
          'next.lastNumber',
          sql<Date>`cast(${note.issuedAt} as timestamptz)`.as('issuedAt'),]),
    )
    .returning('number')
    .executeTakeFirstOrThrow();
  return issued.number;
}

import { randomUUID } from 'node:crypto';
import { sql, type Expression, type QueryCreator } from 'kysely';
import type { CarriedAccount, InvoiceClauses, IssueInvoiceOptions } from '../../../services';
import { mailDeliveryInsert, queueMailInsert } from '../../1-platform/mail/outbox-repository';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { executePrepared } from '../../../db/prepared-statements';
import { accountCompanyOf } from '../../4-orders/orders/account-orders';
import { SYSTEM } from '../../4-orders/orders/order-timeline';
import { openInvoicesOf } from './receivables/open-invoices';
import { applyCarriedCredit, carriedCreditsOf } from './receivables/record-payment';

/*
 * Numbering invoices and credit notes without gaps: each takes the next number from its counter
 * row in `document_numbers` inside the caller's transaction, so the row stays locked until that
 * transaction ends and a rollback takes the number back. Callers issue at most one document per
 * order (invoice) or refund (credit note); a second attempt fails on the primary key and rolls back.
 */

/** The next number of `kind`, taken from its counter's row (locked until the transaction ends), as a `with` clause. */
function nextNumber(db: QueryCreator<Database>, kind: 'invoice' | 'credit_note') {
  return db.updateTable('documentNumbers').set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) })).where('kind', '=', kind).returning('lastNumber');
}

/**
 * Issues the invoice of an order that has just been marked paid, or placed on account with its due
 * date `dueOn` (`YYYY-MM-DD`, docs/decisions/141), in the same transaction, in one statement of its
 * own (invoiceClauses). On account it then takes what the company's payments left unallocated
 * (ADR 141), read before the number is taken: from then on the counter's row is locked until
 * commit and every invoice of the shop waits for it (the caller holds the company's row lock,
 * which recording a payment takes too, so the credit cannot change in between). A checkout on
 * account issues its invoice inside the statement that stores the order instead (placeOrder).
 */
export async function issueInvoice(trx: DB, orderId: string, issuedAt: Date, { dueOn = null, mail }: IssueInvoiceOptions = {}): Promise<number> {
  const carried = dueOn === null ? null : await carriedCreditOf(trx, orderId);
  const clauses = await invoiceClauses(orderId, issuedAt, { dueOn, mail });
  // Prepared (docs/decisions/153): its text is the same for every invoice a call site issues.
  const [issued] = await executePrepared(trx, clauses(trx).selectFrom('issuedInvoice').select('number'));
  if (!issued) throw new Error(`No invoice counter: order ${orderId} was not invoiced`);
  if (carried) await applyCarriedCreditTo(trx, issued.number, carried);
  return issued.number;
}

/**
 * Issuing the invoice of order `orderId` as `with` clauses of the caller's statement: the next
 * number taken from the counter's row, the invoice stored, and `mail`, the e-mail that names it
 * (and attaches it), queued with its delivery job. The mail is rendered with a random marker
 * where its number goes, and SQL writes the number in as the row is stored (a MailFill): the
 * number is not known before the statement runs. `issuedInvoice` answers the number.
 *
 * @example
 * const clauses = await invoiceClauses(orderId, new Date(), { dueOn: '2026-12-28' });
 * await clauses(trx).insertInto('orders').values(order).returning(sql`(select number from issued_invoice)`.as('invoice')).execute();
 */
export async function invoiceClauses(orderId: string, issuedAt: Date, { dueOn = null, mail }: IssueInvoiceOptions = {}): Promise<InvoiceClauses> {
  const mailId = randomUUID();
  const delivery = mail ? await mailDeliveryInsert(mailId) : null;
  const marker = `INV-${randomUUID()}`;
  const rendered = mail?.(marker);
  return (qc) => {
    const numbering = qc.with('invoiceCounter', (db) => nextNumber(db, 'invoice'));
    // The mail's clauses add tables the invoice's insert never reads: its type may forget them.
    const withMail = (
      rendered && delivery
        ? numbering
            .with('invoiceMail', (cte) => queueMailInsert(cte, rendered, mailId, { marker, value: invoiceNumberTextSql(sql<number>`(select last_number from invoice_counter)`) }))
            .with('invoiceMailDelivery', () => delivery)
        : numbering
    ) as typeof numbering;
    return withMail.with('issuedInvoice', (cte) =>
      cte
        .insertInto('invoices')
        .columns(['orderId', 'number', 'issuedAt', 'dueOn'])
        .expression((eb) =>
          eb
            .selectFrom('invoiceCounter')
            .select([
              sql<string>`cast(${orderId} as uuid)`.as('orderId'),
              'invoiceCounter.lastNumber',
              sql<Date>`cast(${issuedAt} as timestamptz)`.as('issuedAt'),
              sql<string | null>`cast(${dueOn} as date)`.as('dueOn'),
            ]),
        )
        .returning('number'),
    ) as unknown as ReturnType<InvoiceClauses>;
  };
}

/**
 * Applies `account`'s carried credit (its payments' unallocated remainders, oldest first) to the
 * on-account invoice `number` just issued, in the caller's transaction. Nothing to do, no
 * statement: most companies carry none, so their open invoices are read only when there is some.
 */
export async function applyCarriedCreditTo(trx: DB, number: number, account: CarriedAccount): Promise<void> {
  if (account.carriedCredits.length === 0) return;
  const invoice = (await openInvoicesOf(trx, account.companyId)).find((open) => open.number === number);
  if (invoice) await applyCarriedCredit(trx, invoice, account.carriedCredits, SYSTEM);
}

/**
 * An invoice's number as text, as invoiceNumberText writes it (`INV-` and at least six digits), for
 * a statement that learns the number itself: test/server/invoices/document-numbers.test.ts holds
 * the two to the same answers.
 */
export function invoiceNumberTextSql(number: Expression<number>): Expression<string> {
  return sql<string>`'INV-' || lpad(${number}::text, greatest(6, length(${number}::text)), '0')`;
}

/** The company of the on-account order `orderId` and its carried credit (carriedCreditsOf). */
async function carriedCreditOf(trx: DB, orderId: string): Promise<CarriedAccount> {
  const companyId = await accountCompanyOf(trx, orderId);
  if (companyId === undefined) throw new Error(`Order ${orderId} has a due date but was not placed on account`);
  return { companyId, carriedCredits: await carriedCreditsOf(trx, companyId) };
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
    .with('next', (db) => nextNumber(db, 'credit_note'))
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

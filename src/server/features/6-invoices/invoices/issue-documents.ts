import { randomUUID } from 'node:crypto';
import { sql, type Expression } from 'kysely';
import type { IssueInvoiceOptions } from '../../../services';
import { mailDeliveryInsert, queueMailInsert } from '../../1-platform/mail/outbox-repository';
import type { DB } from '../../../db/database';
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

/**
 * Issues the invoice of an order that has just been marked paid, or placed on account with its due
 * date `dueOn` (`YYYY-MM-DD`, docs/decisions/141), in the same transaction. On account it takes
 * what the company's payments left unallocated (ADR 141); that credit is read before the number
 * is taken, since from then on the counter's row is locked until commit and every invoice of the
 * shop waits for it (the caller holds the company's row lock, which recording a payment takes
 * too, so the credit cannot change in between). A checkout read the order's company and its
 * carried credit under that lock already (accountStandingOf) and passes them as `account`: no
 * statement of its own for them.
 *
 * `mail`: the e-mail that names the invoice (and attaches it), queued in the statement that takes
 * the number (a MailFill of the number's text), so the counter's row is not held locked through a
 * round trip of its own for it. The caller issues the invoice last for the same reason.
 */
export async function issueInvoice(trx: DB, orderId: string, issuedAt: Date, { dueOn = null, account, mail }: IssueInvoiceOptions = {}): Promise<number> {
  const carried = dueOn === null ? null : account ? { companyId: account.companyId, credits: account.carriedCredits } : await carriedCreditOf(trx, orderId);
  const mailId = randomUUID();
  const delivery = mail ? await mailDeliveryInsert(mailId) : null;
  const marker = `INV-${randomUUID()}`;
  // The mail's clauses add tables the invoice's insert never reads: its type may forget them.
  const numbering = trx.with('next', (db) => db.updateTable('documentNumbers').set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) })).where('kind', '=', 'invoice').returning('lastNumber'));
  const withMail = (
    mail && delivery
      ? numbering
          .with('queuedMail', (cte) => queueMailInsert(cte, mail(marker), mailId, { marker, value: invoiceNumberTextSql(sql<number>`(select last_number from next)`) }))
          .with('queuedDelivery', () => delivery)
      : numbering
  ) as typeof numbering;
  // Prepared (docs/decisions/153): its text is the same for every invoice a call site issues.
  const [issued] = await executePrepared(
    trx,
    withMail
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
      .returning('number'),
  );
  if (!issued) throw new Error(`No invoice counter: order ${orderId} was not invoiced`);
  if (carried && carried.credits.length > 0) {
    // Its open invoices are read only when there is credit to apply: most companies carry none.
    const invoice = (await openInvoicesOf(trx, carried.companyId)).find((open) => open.number === issued.number);
    if (invoice) await applyCarriedCredit(trx, invoice, carried.credits, SYSTEM);
  }
  return issued.number;
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
async function carriedCreditOf(trx: DB, orderId: string) {
  const companyId = await accountCompanyOf(trx, orderId);
  if (companyId === undefined) throw new Error(`Order ${orderId} has a due date but was not placed on account`);
  return { companyId, credits: await carriedCreditsOf(trx, companyId) };
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

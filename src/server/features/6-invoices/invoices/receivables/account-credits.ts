import { sql } from 'kysely';
import { invoiceNumberText } from '../../../../../shared/rules/document-numbers';
import type { DB } from '../../../../db/database';
import type { AccountCredit, AccountCreditOutcome, EventActor } from '../../../../services';
import { releaseCredit } from '../../../3-accounts/companies/company-credit';
import { lockCompany } from '../../../3-accounts/companies/company-locks';
import { markAccountOrderPaid } from '../../../4-orders/orders/account-orders';
import { recordOrderEvent } from '../../../4-orders/orders/order-timeline';
import { findOrderForPayment } from '../../../4-orders/orders/paid-orders';
import { issueCreditNote } from '../issue-documents';
import { accountInvoiceOf } from './card-payments';

/** What the order's credit notes add up to, in cents. */
async function creditedCentsOf(db: DB, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('creditNotes')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('sum'))
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

/**
 * An admin's "refund" of an order placed on account (issue 40, ADR 141): no money moves; its
 * credit note is issued at once and lowers what the invoice owes and the company's balance, in the
 * caller's transaction (which recorded the refund `refundId` and put its units back in stock).
 * Under the company's row lock, the lock every write about its money takes first, so admins
 * crediting at once never credit more than the order's total less its earlier credit notes
 * (answered `too-much` with what is left: the caller rolls back).
 *
 * The balance falls by the whole credit. When payments received already settled part of the
 * invoice, the credit may pass what it still owed: the excess is then the company's credit, a
 * balance lower by it (more credit available), as a payment's unallocated remainder is; it is not
 * allocated to any invoice. When the invoice owes nothing any more its order is paid.
 */
export async function creditAccountInvoice(trx: DB, credit: AccountCredit, actor: EventActor): Promise<AccountCreditOutcome> {
  const order = await findOrderForPayment(trx, credit.orderId);
  if (!order?.companyId || order.paymentMethod !== 'account' || !(await lockCompany(trx, order.companyId))) throw new Error(`Order ${credit.orderId} was not placed on account`);
  const leftCents = order.totalCents - (await creditedCentsOf(trx, order.id));
  if (credit.amountCents > leftCents) return { outcome: 'too-much', leftCents };
  const creditNoteNumber = await issueCreditNote(trx, { refundId: credit.refundId, orderId: order.id, amountCents: credit.amountCents, issuedAt: credit.issuedAt });
  await releaseCredit(trx, order.companyId, credit.amountCents);
  const invoice = await accountInvoiceOf(trx, await invoiceNumberOfOrder(trx, order.id));
  const owedCents = Math.max(0, invoice?.dueCents ?? 0);
  const paid = owedCents === 0 && (await markAccountOrderPaid(trx, order.id));
  if (paid) await recordOrderEvent(trx, order.id, 'paid', actor, { invoice: invoice ? invoiceNumberText(invoice.number) : null, via: 'credit' });
  return { outcome: 'credited', creditNoteNumber, creditedCents: order.totalCents - leftCents + credit.amountCents, owedCents, paid };
}

async function invoiceNumberOfOrder(db: DB, orderId: string): Promise<number> {
  const row = await db.selectFrom('invoices').select('number').where('orderId', '=', orderId).executeTakeFirstOrThrow();
  return row.number;
}

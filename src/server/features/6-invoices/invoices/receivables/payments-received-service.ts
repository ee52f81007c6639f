import { centsToDollars, dollarsToCents } from '../../../../../shared/money';
import { invoiceNumberOf, invoiceNumberText } from '../../../../../shared/rules/document-numbers';
import {
  INVOICE_NUMBER_FORMAT_MESSAGE,
  RECEIVED_PAYMENT_METHOD_LABELS,
  type AccountPaymentInput,
  type CompanyPayments,
  type OpenInvoices,
} from '../../../../../shared/schemas/account-terms';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../../../../shared/schemas/company';
import type { DB } from '../../../../db/database';
import { AppError } from '../../../../errors/app-error';
import { recordAudit } from '../../../1-platform/audit/audit-log-repository';
import { findCompanyTerms } from '../../../3-accounts/companies/company-credit';
import { openInvoicesOf } from './open-invoices';
import { listPaymentsReceived } from './payments-received';
import { recordAccountPayment } from './record-payment';

/*
 * The shop admin's payments received from a company (`/api/companies/{id}/payments`, ADR 141):
 * recording one is one transaction (recordAccountPayment under the company's row lock, and its
 * audit entry); the reads are what the company's page shows and allocates to.
 *
 * Errors: 404 an unknown company; 400 an invoice number not written INV-000042, an allocation to
 * an invoice that is not an open invoice of the company, to one twice, of more than it owes, or
 * adding up to more than the payment (each naming its field).
 */

/** The shop admin recording: their id and e-mail (the audit entry's actor). */
export interface RecordingAdmin {
  id: string;
  email: string;
}

/** The allocations' invoice numbers as stored, refusing one not written INV-000042 (the schema checks it too). */
function storedAllocations(allocations: AccountPaymentInput['allocations']) {
  return allocations?.map((allocation, index) => {
    const invoiceNumber = invoiceNumberOf(allocation.invoiceNumber);
    if (invoiceNumber === null) throw new AppError('invalid', INVOICE_NUMBER_FORMAT_MESSAGE, { [`allocations.${index}.invoiceNumber`]: [INVOICE_NUMBER_FORMAT_MESSAGE] });
    return { invoiceNumber, amountCents: dollarsToCents(allocation.amount) };
  });
}

/** Records a payment received from the company and allocates it (oldest first unless told); answers dollars. */
export function recordCompanyPayment(db: DB, admin: RecordingAdmin, companyId: string, input: AccountPaymentInput) {
  const allocations = storedAllocations(input.allocations);
  const amountCents = dollarsToCents(input.amount);
  return db.transaction().execute(async (trx) => {
    const payment = await recordAccountPayment(
      trx,
      { companyId, amountCents, receivedOn: input.receivedOn, method: input.method, reference: input.reference, recordedBy: admin.id, allocations },
      { type: 'admin', id: admin.id },
    );
    await recordAudit(trx, admin, {
      action: 'company.payment_recorded',
      target: companyId,
      after: { paymentId: payment.id, amountCents, receivedOn: input.receivedOn, method: input.method, reference: input.reference },
      details: { allocatedCents: payment.allocatedCents, unallocatedCents: payment.unallocatedCents, settled: payment.settled.map((invoice) => invoiceNumberText(invoice.number)) },
    });
    return { id: payment.id, allocated: centsToDollars(payment.allocatedCents), unallocated: centsToDollars(payment.unallocatedCents) };
  });
}

async function requireCompany(db: DB, companyId: string) {
  if (!(await findCompanyTerms(db, companyId))) throw new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
}

/** The company's newest payments received, at most `limit`, with what of each invoices took. */
export async function companyPayments(db: DB, companyId: string, limit: number): Promise<CompanyPayments> {
  await requireCompany(db, companyId);
  const rows = await listPaymentsReceived(db, companyId, limit + 1);
  return {
    items: rows.slice(0, limit).map((row) => ({
      id: row.id,
      amount: centsToDollars(row.amountCents),
      receivedOn: row.receivedOn,
      method: row.method,
      methodLabel: RECEIVED_PAYMENT_METHOD_LABELS[row.method],
      reference: row.reference,
      allocated: centsToDollars(row.allocatedCents),
      unallocated: centsToDollars(row.amountCents - row.allocatedCents),
    })),
    more: rows.length > limit,
  };
}

/** The company's open on-account invoices, oldest first, with what each still owes: what a payment may be allocated to. */
export async function companyOpenInvoices(db: DB, companyId: string): Promise<OpenInvoices> {
  await requireCompany(db, companyId);
  const open = await openInvoicesOf(db, companyId);
  return {
    invoices: open.map((invoice) => ({
      number: invoiceNumberText(invoice.number),
      issuedAt: invoice.issuedAt.toISOString(),
      dueDate: invoice.dueOn,
      total: centsToDollars(invoice.totalCents),
      due: centsToDollars(invoice.dueCents),
    })),
  };
}

import { centsToDollars } from '../../../../../shared/money';
import { invoiceNumberText } from '../../../../../shared/rules/document-numbers';
import { ageingOf, calendarDateOf, daysOverdue, type Ageing } from '../../../../../shared/rules/account-terms';
import { NOT_IN_A_COMPANY_MESSAGE } from '../../../../../shared/schemas/company';
import type { Statement } from '../../../../../shared/schemas/account-terms';
import type { DB } from '../../../../db/database';
import { AppError } from '../../../../errors/app-error';
import { creditOf, findCompanyTerms } from '../../../3-accounts/companies/company-credit';
import { companyAccessOf } from '../../../3-accounts/companies/memberships';
import { listStatementInvoices } from './receivables-repository';

/*
 * Statements (issue 40, docs/decisions/141): a company's on-account invoices still owing (and those
 * settled in the last 30 days, owing 0), what each still owes, ageing over what is due, and the
 * company's credit. Reads only; two statements (the terms, the invoices) whatever the number of
 * invoices.
 *
 * Errors: 404 NOT_IN_A_COMPANY_MESSAGE for a member's read from an account in no company; 404 an
 * unknown company for the admin's.
 */

/** How long an invoice settled in full stays on the statement (marked paid: owing 0). */
export const SETTLED_SHOWN_DAYS = 30;
const DAY_MS = 86_400_000;

export const NO_SUCH_COMPANY_MESSAGE = 'No such company';

/** Cents by bucket as dollars by bucket. */
export const ageingInDollars = (ageing: Ageing): Ageing =>
  Object.fromEntries(Object.entries(ageing).map(([bucket, cents]) => [bucket, centsToDollars(cents)])) as Ageing;

/** The statement of the company `companyId` on `now`'s calendar day (UTC); undefined for no such company. */
export async function statementOf(db: DB, companyId: string, now: Date): Promise<Statement | undefined> {
  const [terms, rows] = await Promise.all([findCompanyTerms(db, companyId), listStatementInvoices(db, companyId, new Date(now.getTime() - SETTLED_SHOWN_DAYS * DAY_MS))]);
  if (!terms) return undefined;
  const today = calendarDateOf(now);
  const invoices = rows.map((row) => {
    const paidCents = row.creditedCents + row.allocatedCents;
    const dueCents = Math.max(0, row.totalCents - paidCents);
    return { row, paidCents, dueCents };
  });
  const { creditLimit, used, available } = creditOf(terms);
  return {
    invoices: invoices.map(({ row, paidCents, dueCents }) => ({
      number: invoiceNumberText(row.number),
      orderId: row.orderId,
      issuedAt: row.issuedAt.toISOString(),
      dueDate: row.dueOn,
      total: centsToDollars(row.totalCents),
      paid: centsToDollars(paidCents),
      due: centsToDollars(dueCents),
      daysOverdue: dueCents > 0 ? daysOverdue(row.dueOn, today) : 0,
    })),
    ageing: ageingInDollars(ageingOf(invoices.filter((invoice) => invoice.dueCents > 0).map((invoice) => ({ dueCents: invoice.dueCents, dueOn: invoice.row.dueOn })), today)),
    creditLimit,
    used,
    available,
  };
}

/** `GET /api/my-company/statement`: the caller's company's statement, for any of its members (read fresh); with the company's name for the PDF. */
export async function myStatement(db: DB, userId: string, now: Date): Promise<{ companyName: string; statement: Statement }> {
  const access = await companyAccessOf(db, userId);
  if (!access) throw new AppError('not-found', NOT_IN_A_COMPANY_MESSAGE);
  const statement = await statementOf(db, access.companyId, now);
  // The membership was read a moment ago; a company deleted since is one the caller is no longer in.
  if (!statement) throw new AppError('not-found', NOT_IN_A_COMPANY_MESSAGE);
  return { companyName: access.companyName, statement };
}

/** `GET /api/companies/{id}/statement` (shop admin): 404 an unknown company. */
export async function companyStatement(db: DB, companyId: string, now: Date): Promise<Statement> {
  const statement = await statementOf(db, companyId, now);
  if (!statement) throw new AppError('not-found', NO_SUCH_COMPANY_MESSAGE);
  return statement;
}

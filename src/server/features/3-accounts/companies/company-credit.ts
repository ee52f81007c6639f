import { expressionBuilder, sql, type QueryCreator } from 'kysely';
import { centsToDollars } from '../../../../shared/money';
import { availableCreditCents, usedCreditCents } from '../../../../shared/rules/account-terms';
import type { CompanyCredit } from '../../../../shared/schemas/account-terms';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';

/*
 * A company's account balance (docs/decisions/141): what it owes on account, one counter on its row
 * that companies owns. Only reserveCreditQuery raises it, in one conditional update, so however many
 * members check out at once the balance never passes the limit; payments received and credit notes
 * lower it (releaseCredit) in the transactions that record them.
 */

export interface CompanyTerms {
  paymentTerms: 'card' | 'account';
  netDays: number | null;
  creditLimitCents: number | null;
  balanceCents: number;
  status: 'active' | 'on_hold';
}

/** A company's terms and balance, or undefined. */
export function findCompanyTerms(db: DB, companyId: string): Promise<CompanyTerms | undefined> {
  return db
    .selectFrom('companies')
    .select(['paymentTerms', 'netDays', 'creditLimitCents', 'accountBalanceCents as balanceCents', 'status'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/**
 * Raises the company's balance by `cents` when it buys on account, active, and the new balance
 * stays within its limit: one conditional update, the row's lock deciding between racing
 * checkouts. A `with` clause of the statement that stores the order (`qc`: its query creator), so
 * reserving costs no round trip of its own: a row returned is the credit reserved; none, refused
 * (card terms, on hold, or over the limit: the caller reads findCompanyTerms to say which, and
 * rolls the order back).
 */
export function reserveCreditQuery(qc: QueryCreator<Database>, companyId: string, cents: number) {
  return qc
    .updateTable('companies')
    .set((eb) => ({ accountBalanceCents: eb('accountBalanceCents', '+', cents) }))
    .where('id', '=', companyId)
    .where('paymentTerms', '=', 'account')
    .where('status', '=', 'active')
    .where(sql<boolean>`account_balance_cents + ${cents} <= credit_limit_cents`)
    .returning('id');
}

/** Lowers the company's balance by `cents` (a payment received, a credit note on an on-account invoice), in the caller's transaction. */
export async function releaseCredit(trx: DB, companyId: string, cents: number): Promise<void> {
  await trx
    .updateTable('companies')
    .set((eb) => ({ accountBalanceCents: eb('accountBalanceCents', '-', cents) }))
    .where('id', '=', companyId)
    .execute();
}

/**
 * A company's terms and credit as its members and the shop admin read them (dollars): on card
 * terms nothing is available on account; on account the limit less the balance.
 */
export function creditOf(terms: CompanyTerms): CompanyCredit {
  const onAccount = terms.paymentTerms === 'account';
  return {
    mode: terms.paymentTerms,
    netDays: onAccount ? terms.netDays : null,
    creditLimit: onAccount && terms.creditLimitCents !== null ? centsToDollars(terms.creditLimitCents) : null,
    used: centsToDollars(usedCreditCents(terms.balanceCents)),
    available: onAccount && terms.creditLimitCents !== null ? centsToDollars(availableCreditCents(terms.creditLimitCents, terms.balanceCents)) : 0,
  };
}

/**
 * Every company's name, terms and balance, as a subquery the receivables statement groups what
 * is owed against (one statement over all companies, not one per company).
 *
 * @example
 * db.selectFrom(companyAccounts().as('c')).select(['c.id', 'c.name', 'c.balanceCents'])
 */
export function companyAccounts() {
  return expressionBuilder<Database, never>()
    .selectFrom('companies')
    .select(['companies.id', 'companies.name', 'companies.paymentTerms', 'companies.accountBalanceCents as balanceCents']);
}

import { centsToDollars, dollarsToCents } from '../../../../shared/money';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../../../shared/schemas/company';
import type { CompanyCredit, PaymentTermsInput } from '../../../../shared/schemas/account-terms';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type AuditActor } from '../../1-platform/audit/audit-log-repository';
import { creditOf, findCompanyTerms, type CompanyTerms } from './company-credit';

/*
 * A company's payment terms as the shop admin sets them (`PUT /api/companies/{id}/terms`, issue 40,
 * docs/decisions/141): card only, or on account with Net N days and a credit limit. Written in the
 * caller's transaction under the company's row lock, the lock reserveCreditQuery's update waits for, so a
 * checkout on account reads either the old terms or the new ones, never half of each.
 *
 * The balance is never touched here: a limit lowered below what the company owes is allowed (it
 * then has nothing available until it pays). Going back to card keeps the figures it had, so
 * putting it on account again needs only the mode's change to restore them; netDays and
 * creditLimit sent with `card` are not stored.
 */

/** The terms as the audit entry records them (dollars). */
const auditTermsOf = (terms: Pick<CompanyTerms, 'paymentTerms' | 'netDays' | 'creditLimitCents'>) => ({
  mode: terms.paymentTerms,
  netDays: terms.netDays,
  creditLimit: terms.creditLimitCents === null ? null : centsToDollars(terms.creditLimitCents),
});

/** Writes the terms and records the audit entry; answers the company's credit on its new terms. */
export async function writeCompanyTerms(trx: DB, actor: AuditActor, companyId: string, input: PaymentTermsInput): Promise<CompanyCredit> {
  const before = await findCompanyTerms(trx, companyId);
  if (!before) throw new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
  const figures = input.mode === 'account' ? { netDays: input.netDays!, creditLimitCents: dollarsToCents(input.creditLimit!) } : {};
  await trx
    .updateTable('companies')
    .set({ paymentTerms: input.mode, ...figures, updatedAt: new Date() })
    .where('id', '=', companyId)
    .execute();
  const after: CompanyTerms = { ...before, paymentTerms: input.mode, ...figures };
  await recordAudit(trx, actor, { action: 'company.terms_changed', target: companyId, before: auditTermsOf(before), after: auditTermsOf(after) });
  return creditOf(after);
}

import type { z } from 'zod';
import { taxIdShape } from '../../../../shared/rules/tax-id';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../../../shared/schemas/company';
import {
  REVERSE_CHARGE_BAD_TAX_ID_MESSAGE,
  REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE,
  REVERSE_CHARGE_UNKNOWN_TAX_ID_MESSAGE,
  TAX_ID_CHECK_UNAVAILABLE_MESSAGE,
  type TaxExemption,
  type taxExemptionInputSchema,
} from '../../../../shared/schemas/tax';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import type { TaxIdVerifier } from '../../../services';
import { recordAudit, type AuditActor } from '../../1-platform/audit/audit-log-repository';
import { findTaxFacts, updateTaxExemption, type TaxExemptionColumns } from './companies-repository';

/*
 * A company's tax exemption (issue 38, docs/decisions/132): reverse charge, which needs a VAT id
 * of the right shape for its country that the online check knows, or an exemption certificate
 * (its reference). Its orders then carry no tax, and their invoices say why.
 *
 * Errors: 404 an unknown company; 409 `reason` for reverse charge without a tax id, with one not
 * shaped as a VAT id, one the online check does not know or cannot check now, or one changed
 * while it was being checked; 400 `reference` for a certificate without one (the schema's).
 */

const refuse = (message: string) => new AppError('conflict', message, { reason: [message] });

/**
 * Checks the company's tax id for reverse charge, before any lock is taken (the online check may
 * take seconds): answers the id it checked, which the write then finds unchanged under the lock.
 */
export async function checkReverseCharge(db: DB, verifier: TaxIdVerifier, companyId: string): Promise<string> {
  const facts = await findTaxFacts(db, companyId);
  if (!facts) throw new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
  if (facts.taxId === null) throw refuse(REVERSE_CHARGE_NEEDS_TAX_ID_MESSAGE);
  const shape = taxIdShape(facts.taxId, facts.country);
  if (!shape.ok) throw refuse(`${REVERSE_CHARGE_BAD_TAX_ID_MESSAGE}: ${shape.message}`);
  const verdict = await verifier.verify(shape.vat);
  if (verdict === 'invalid') throw refuse(REVERSE_CHARGE_UNKNOWN_TAX_ID_MESSAGE);
  if (verdict === 'unavailable') throw refuse(TAX_ID_CHECK_UNAVAILABLE_MESSAGE);
  return facts.taxId;
}

const exemptionOf = (columns: TaxExemptionColumns): TaxExemption =>
  columns.taxExemption === null ? null : { reason: columns.taxExemption, reference: columns.taxExemptionReference };

/**
 * Sets (or, `reason` null, lifts) the exemption, in the caller's transaction with the company's
 * row locked; `checkedTaxId` is the id checkReverseCharge passed (reverse charge only).
 */
export async function writeTaxExemption(
  db: DB,
  actor: AuditActor,
  companyId: string,
  input: z.output<typeof taxExemptionInputSchema>,
  checkedTaxId: string | null,
): Promise<void> {
  const before = await findTaxFacts(db, companyId);
  if (!before) throw new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
  // Changed since it was checked: the next try checks the new one.
  if (input.reason === 'reverse_charge' && before.taxId !== checkedTaxId) throw refuse('The company’s tax id changed meanwhile: try again');
  const after: TaxExemptionColumns = { taxExemption: input.reason, taxExemptionReference: input.reason === 'certificate' ? (input.reference ?? null) : null };
  await updateTaxExemption(db, companyId, after);
  await recordAudit(db, actor, {
    action: 'company.tax_exemption_changed',
    target: companyId,
    before: { taxExemption: exemptionOf(before) },
    after: { taxExemption: exemptionOf(after), ...(input.reason === 'reverse_charge' && { taxId: checkedTaxId }) },
  });
}

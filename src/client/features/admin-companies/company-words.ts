import type { CompanyStatus } from '../../../shared/schemas/company';
import type { TaxExemption } from '../../../shared/schemas/tax';

/** A company's status on screen. */
export const COMPANY_STATUS_WORDS: Record<CompanyStatus, string> = { active: 'Active', on_hold: 'On hold' };

/** A company's tax exemption on screen. @example taxExemptionWords({ reason: 'certificate', reference: 'EX-2291' }) // 'Exemption certificate EX-2291' */
export function taxExemptionWords(exemption: TaxExemption): string {
  if (exemption === null) return 'None: its orders pay tax';
  return exemption.reason === 'reverse_charge' ? 'Reverse charge' : `Exemption certificate ${exemption.reference ?? ''}`.trim();
}

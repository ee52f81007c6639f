import type { CompanyStatus } from '../../../shared/schemas/company';

/** A company's status on screen. */
export const COMPANY_STATUS_WORDS: Record<CompanyStatus, string> = { active: 'Active', on_hold: 'On hold' };

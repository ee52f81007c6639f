import {
  COMPANY_NOT_FOUND_MESSAGE,
  type Company,
  type CompanyDetail,
  type CompanyLocation,
  type CompanyPage,
  type CompanyPageInput,
  type CompanyRole,
  type CompanyStatus,
  type LocationFields,
} from '../../../../shared/schemas/company';
import type { CompanyCredit, PaymentTermsInput } from '../../../../shared/schemas/account-terms';
import type { DB } from '../../../db/database';
import { keysetPage } from '../../../db/keyset-page';
import { AppError } from '../../../errors/app-error';
import type { AppServices } from '../../../services';
import { idSchema } from '../../../../shared/schemas/ids';
import type { z } from 'zod';
import type { taxExemptionInputSchema } from '../../../../shared/schemas/tax';
import { recordAudit, type AuditActor } from '../../1-platform/audit/audit-log-repository';
import { toCompanyRow, toMemberDto } from './company-dto';
import { addLocation, changeMember, editLocation, removeMember } from './company-writes';
import { findCompany, findTaxFacts, insertCompany, listCompanyPage, lockCompany, updateCompanyStatus } from './companies-repository';
import { creditOf, findCompanyTerms } from './company-credit';
import { writeCompanyTerms } from './company-terms';
import { checkReverseCharge, writeTaxExemption } from './tax-exemption';
import { taxIdVerifierOf } from './tax-id-verifier';
import { listLocations } from './locations-repository';
import { listMembers } from './members-repository';

/*
 * The shop admin's companies (`/api/companies...`). Each write is one transaction that locks the
 * company's row first (so the company-admin rules of company-writes.ts hold against anything done
 * at the same moment) and records its audit entry.
 *
 * Errors: 404 an unknown company, or a member or location not in it; 409 the last company admin
 * demoted or removed; 400 `locationIds` naming a location not the company's, or a cursor we did not make.
 */

const INVALID_CURSOR = 'Invalid page cursor';

/** The cursor of a page ordered by (lower(name), id): base64url of `id.name`. */
function encodeCursor(row: { id: string; sortName: string }): string {
  return Buffer.from(`${row.id}.${row.sortName}`).toString('base64url');
}

function decodeCursor(cursor: string): { id: string; name: string } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = text.slice(0, 36);
  if (text[36] !== '.' || !idSchema.safeParse(id).success) throw new AppError('invalid', INVALID_CURSOR, { cursor: [INVALID_CURSOR] });
  return { id, name: text.slice(37) };
}

/** One page of companies by name, searched by part of a name or tax id or a member's e-mail; `nextCursor` null on the last page. */
export async function companyPage(db: DB, input: CompanyPageInput): Promise<CompanyPage> {
  const rows = await listCompanyPage(db, {
    search: input.q || undefined,
    after: input.cursor === undefined ? undefined : decodeCursor(input.cursor),
    limit: input.limit + 1,
  });
  const { page, next } = keysetPage(rows, input.limit, encodeCursor);
  return { items: page.map(toCompanyRow), nextCursor: next };
}

/** A company with its tax exemption, payment terms and credit, locations and members. */
export async function companyDetail(db: DB, companyId: string): Promise<CompanyDetail> {
  const company = await findCompany(db, companyId);
  if (!company) throw new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
  const [tax, terms, locations, members] = await Promise.all([findTaxFacts(db, companyId), findCompanyTerms(db, companyId), listLocations(db, companyId), listMembers(db, companyId)]);
  if (!terms) throw new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
  const taxExemption = tax?.taxExemption ? { reason: tax.taxExemption, reference: tax.taxExemptionReference } : null;
  return { ...company, taxExemption, credit: creditOf(terms), locations, members: members.map(toMemberDto) };
}

export function createCompany(db: DB, actor: AuditActor, input: { name: string; taxId: string | null }): Promise<Company> {
  return db.transaction().execute(async (trx) => {
    const company = await insertCompany(trx, input);
    await recordAudit(trx, actor, { action: 'company.created', target: company.id, after: { name: company.name, taxId: company.taxId } });
    return company;
  });
}

/** Runs `write` on the company locked, 404 for an unknown one. */
function onCompany<T>(db: DB, companyId: string, write: (trx: DB) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockCompany(trx, companyId))) throw new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
    return write(trx);
  });
}

/** Puts the company on hold (its members cannot check out) or reactivates it. */
export function setCompanyStatus(db: DB, actor: AuditActor, companyId: string, status: CompanyStatus): Promise<Company> {
  return onCompany(db, companyId, async (trx) => {
    const before = await findCompany(trx, companyId);
    const company = await updateCompanyStatus(trx, companyId, status);
    if (!before || !company) throw new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
    await recordAudit(trx, actor, { action: 'company.status_changed', target: companyId, before: { status: before.status }, after: { status } });
    return company;
  });
}

/** Sets the company's payment terms (card only, or on account: Net N days and a credit limit); answers its credit on them. */
export function setCompanyTerms(db: DB, actor: AuditActor, companyId: string, input: PaymentTermsInput): Promise<CompanyCredit> {
  return onCompany(db, companyId, (trx) => writeCompanyTerms(trx, actor, companyId, input));
}

export function addCompanyLocation(db: DB, actor: AuditActor, companyId: string, fields: LocationFields): Promise<CompanyLocation> {
  return onCompany(db, companyId, (trx) => addLocation(trx, actor, companyId, fields));
}

export function editCompanyLocation(db: DB, actor: AuditActor, companyId: string, locationId: string, fields: LocationFields): Promise<CompanyLocation> {
  return onCompany(db, companyId, (trx) => editLocation(trx, actor, companyId, locationId, fields));
}

/** Changes a member's role and locations; answers the company as it is then. */
export async function changeCompanyMember(db: DB, actor: AuditActor, companyId: string, userId: string, change: { role: CompanyRole; locationIds?: readonly string[] }): Promise<CompanyDetail> {
  await onCompany(db, companyId, (trx) => changeMember(trx, actor, companyId, userId, change));
  return companyDetail(db, companyId);
}

/** Takes a member out of the company; answers the company as it is then. */
export async function removeCompanyMember(db: DB, actor: AuditActor, companyId: string, userId: string): Promise<CompanyDetail> {
  await onCompany(db, companyId, (trx) => removeMember(trx, actor, companyId, userId));
  return companyDetail(db, companyId);
}

/**
 * Marks the company tax-exempt (reverse charge: its tax id checked first, outside the lock, see
 * tax-exemption.ts; or a certificate), or lifts it; answers the company as it is then.
 */
export async function setCompanyTaxExemption(services: AppServices, actor: AuditActor, companyId: string, input: z.output<typeof taxExemptionInputSchema>): Promise<CompanyDetail> {
  const checkedTaxId = input.reason === 'reverse_charge' ? await checkReverseCharge(services.db, taxIdVerifierOf(services), companyId) : null;
  await onCompany(services.db, companyId, (trx) => writeTaxExemption(trx, actor, companyId, input, checkedTaxId));
  return companyDetail(services.db, companyId);
}

import { sql } from 'kysely';
import type { CompanyStatus } from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';
import { containsPattern } from '../../../db/like-pattern';
import { userIdOfEmail } from '../accounts/user-lookups';

const companyColumns = ['companies.id', 'companies.name', 'companies.taxId', 'companies.status'] as const;

/** Adds a company, active; its id. */
export async function insertCompany(db: DB, company: { name: string; taxId: string | null }): Promise<{ id: string; name: string; taxId: string | null; status: CompanyStatus }> {
  return db.insertInto('companies').values(company).returning(['id', 'name', 'taxId', 'status']).executeTakeFirstOrThrow();
}

/**
 * Locks the company's row until the transaction ends, and says whether it exists: every write
 * that counts its admins (a demotion, a removal) takes it first, so two at once are decided one
 * after the other and the second counts what the first left.
 */
export async function lockCompany(db: DB, companyId: string): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** One company, or undefined. */
export function findCompany(db: DB, companyId: string) {
  return db.selectFrom('companies').select(companyColumns).where('companies.id', '=', companyId).executeTakeFirst();
}

export async function updateCompanyStatus(db: DB, companyId: string, status: CompanyStatus) {
  return db.updateTable('companies').set({ status, updatedAt: new Date() }).where('id', '=', companyId).returning(['id', 'name', 'taxId', 'status']).executeTakeFirst();
}

export interface CompanyPageQuery {
  /** Part of the name or tax id (any case, taken literally), or a member's whole e-mail. */
  search?: string;
  /** Only companies after this one in (lower(name), id) order. */
  after?: { name: string; id: string };
  limit: number;
}

/**
 * A page of companies by name (lower(name), then id: unique, so pages never overlap), walking
 * companies_name_idx; a search is answered by the trigram indexes on name and tax id and, for a
 * member's e-mail, users_email_key and company_members' key. Each with its member count (a count
 * on company_members_company_key per row returned, after the limit).
 */
export function companyPageQuery(db: DB, query: CompanyPageQuery) {
  let select = db
    .selectFrom('companies')
    .select(companyColumns)
    .select(sql<string>`lower(companies.name)`.as('sortName'))
    .select((eb) => eb.selectFrom('companyMembers').select((inner) => inner.fn.countAll<string>().as('n')).whereRef('companyMembers.companyId', '=', 'companies.id').$asScalar().as('members'))
    .orderBy(sql`lower(companies.name)`)
    .orderBy('companies.id')
    .limit(query.limit);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const email = query.search.toLowerCase();
    select = select.where((eb) =>
      eb.or([
        eb('companies.name', 'ilike', pattern),
        eb('companies.taxId', 'ilike', pattern),
        eb('companies.id', '=', eb.selectFrom('companyMembers').select('companyMembers.companyId').where('companyMembers.userId', '=', userIdOfEmail(email))),
      ]),
    );
  }
  const after = query.after;
  if (after) select = select.where(sql<boolean>`(lower(companies.name), companies.id) > (${after.name}, ${after.id}::uuid)`);
  return select;
}

/** The rows of companyPageQuery. */
export function listCompanyPage(db: DB, query: CompanyPageQuery) {
  return companyPageQuery(db, query).execute();
}

/**
 * What marking the company tax-exempt checks and records: its tax id, its own country (its first
 * location's, the oldest: a company has a handful, found by company_locations_company_key), and
 * the exemption it has. Undefined for an unknown company.
 */
export function findTaxFacts(db: DB, companyId: string) {
  return db
    .selectFrom('companies')
    .select(['companies.taxId', 'companies.taxExemption', 'companies.taxExemptionReference'])
    .select((eb) =>
      eb
        .selectFrom('companyLocations')
        .select('companyLocations.country')
        .whereRef('companyLocations.companyId', '=', 'companies.id')
        .orderBy('companyLocations.createdAt')
        .orderBy('companyLocations.id')
        .limit(1)
        .$asScalar()
        .as('country'),
    )
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
}

export interface TaxExemptionColumns {
  taxExemption: 'reverse_charge' | 'certificate' | null;
  taxExemptionReference: string | null;
}

export async function updateTaxExemption(db: DB, companyId: string, exemption: TaxExemptionColumns): Promise<void> {
  await db.updateTable('companies').set({ ...exemption, updatedAt: new Date() }).where('id', '=', companyId).execute();
}

import type { CompanyRole, LocationFields } from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';

/** A company the demo seed starts with: fixed ids, its locations, members and payment terms. */
export interface SeedCompany {
  id: string;
  name: string;
  taxId: string | null;
  locations: (LocationFields & { id: string })[];
  members: { userId: string; role: CompanyRole }[];
  terms: { netDays: number; creditLimitCents: number } | null;
}

/**
 * Adds a demo company once: when its id is already there nothing changes, so what an admin did to
 * it (terms, members, a hold, a deleted location) survives a restart. True when this call added it.
 */
export async function insertSeedCompany(db: DB, company: SeedCompany): Promise<boolean> {
  const added = await db
    .insertInto('companies')
    .values({
      id: company.id,
      name: company.name,
      taxId: company.taxId,
      ...(company.terms && { paymentTerms: 'account' as const, netDays: company.terms.netDays, creditLimitCents: company.terms.creditLimitCents }),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!added) return false;
  await db
    .insertInto('companyLocations')
    .values(company.locations.map((location) => ({ ...location, companyId: company.id })))
    .execute();
  // A member joins once: an account already in another company (an admin moved it) stays there.
  await db
    .insertInto('companyMembers')
    .values(company.members.map((member) => ({ ...member, companyId: company.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

import type { DB } from '../../../src/server/db/database';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { insertMember } from '../../../src/server/features/3-accounts/companies/members-repository';
import type { CompanyRole } from '../../../src/shared/schemas/company';
import type { ContextUser } from '../../../src/server/services';
import { createUser } from '../../helpers/factories';

export interface CompanyFixture {
  id: string;
  name: string;
  admin: ContextUser;
  buyers: [ContextUser, ContextUser];
  /** The company's two locations; the first buyer buys for the first only. */
  locations: [string, string];
}

/** Adds a member straight in the tables (as an accepted invitation would). */
export async function addMember(db: DB, companyId: string, role: CompanyRole, locationIds: string[] = [], fields: { name?: string; email?: string } = {}): Promise<ContextUser> {
  const user = await createUser(db, { verified: true, ...fields });
  await insertMember(db, { companyId, userId: user.id, role, locationIds });
  return user;
}

/** A company with two locations, a company admin and two buyers (the first held to the first location). */
export async function companyWithMembers(db: DB, name: string, taxId: string | null = null): Promise<CompanyFixture> {
  const company = await insertCompany(db, { name, taxId });
  const locations = await db
    .insertInto('companyLocations')
    .values([
      { companyId: company.id, name: `${name} depot`, address: '1 Yard Lane\nLeeds', phone: '0113 555 0100' },
      { companyId: company.id, name: `${name} yard`, address: '2 Yard Lane\nYork', phone: '01904 555 0100' },
    ])
    .returning('id')
    .execute();
  const [first, second] = locations.map((location) => location.id) as [string, string];
  const admin = await addMember(db, company.id, 'admin');
  const buyers: [ContextUser, ContextUser] = [await addMember(db, company.id, 'buyer', [first]), await addMember(db, company.id, 'buyer')];
  return { id: company.id, name, admin, buyers, locations: [first, second] };
}

import type { DB } from '../../../src/server/db/database';
import { insertCompany } from '../../../src/server/features/3-accounts/companies/companies-repository';
import { insertMember } from '../../../src/server/features/3-accounts/companies/members-repository';
import type { CompanyRole } from '../../../src/shared/schemas/company';
import type { ContextUser } from '../../../src/server/services';

/** A company with one location, straight into the tables (what the shop admin's procedures would leave). */
export async function createCompanyWithLocation(db: DB, name = 'Acme Landscaping') {
  const company = await insertCompany(db, { name, taxId: null });
  const location = await db.insertInto('companyLocations').values({ companyId: company.id, name: 'Depot', address: '1 Yard Lane\nLeeds', phone: '0113 555 0100' }).returning('id').executeTakeFirstOrThrow();
  return { ...company, locationId: location.id };
}

/** `user` as a member of `companyId`. */
export function addMember(db: DB, companyId: string, user: ContextUser, role: CompanyRole = 'buyer') {
  return insertMember(db, { companyId, userId: user.id, role, locationIds: [] });
}

/** The outbox messages of `kind` to `to`, oldest first. */
export function mailsTo(db: DB, to: string, kind: string) {
  return db.selectFrom('mailOutbox').selectAll().where('recipient', '=', to).where('kind', '=', kind).orderBy('createdAt').orderBy('id').execute();
}

/** The token of the newest company invitation mailed to `to`, as the link carries it. */
export async function invitationTokenFor(db: DB, to: string): Promise<string> {
  const token = (await mailsTo(db, to, 'company-invitation')).at(-1)?.textBody.match(/\/company-invitation\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No invitation was mailed to ${to}`);
  return token;
}

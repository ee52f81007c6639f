import type { CompanyStatus } from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';

/** Adds a company, active; its id. */
export async function insertCompany(db: DB, company: { name: string; taxId: string | null }): Promise<{ id: string; name: string; taxId: string | null; status: CompanyStatus }> {
  return db.insertInto('companies').values(company).returning(['id', 'name', 'taxId', 'status']).executeTakeFirstOrThrow();
}

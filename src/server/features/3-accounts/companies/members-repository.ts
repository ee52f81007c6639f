import type { CompanyRole } from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';

/** Whether `error` is Postgres refusing a second company for an account (company_members' key). */
export function isAlreadyMember(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'company_members_pkey';
}

/**
 * Adds `userId` to the company with `role` and the locations they buy for (empty: all). Throws
 * Postgres' unique violation (isAlreadyMember) for an account already in a company, and a foreign
 * key violation for a location of another company: the caller runs it in its transaction.
 */
export async function insertMember(db: DB, member: { companyId: string; userId: string; role: CompanyRole; locationIds: readonly string[] }): Promise<void> {
  await db.insertInto('companyMembers').values({ companyId: member.companyId, userId: member.userId, role: member.role }).execute();
  if (member.locationIds.length === 0) return;
  await db
    .insertInto('companyMemberLocations')
    .values(member.locationIds.map((locationId) => ({ companyId: member.companyId, userId: member.userId, locationId })))
    .execute();
}

import type { CompanyRole } from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';
import { userEmail, userName } from '../accounts/user-lookups';

/* A company's members; every statement is scoped to the company, so no member of another's reaches. */

/** Whether `error` is Postgres refusing a second company for an account (company_members' key). */
export function isAlreadyMember(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'company_members_pkey';
}

/**
 * Whether `error` is Postgres refusing a location that is not the company's (company_member_locations'
 * composite key to company_locations): another company's, or none at all.
 */
export function isForeignLocation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23503' && (error as { constraint?: string }).constraint === 'company_member_locations_company_id_location_id_fkey';
}

/**
 * Adds `userId` to the company with `role` and the locations they buy for (empty: all). Throws
 * Postgres' unique violation (isAlreadyMember) for an account already in a company, and a foreign
 * key violation (isForeignLocation) for a location of another company: the caller runs it in its transaction.
 */
export async function insertMember(db: DB, member: { companyId: string; userId: string; role: CompanyRole; locationIds: readonly string[] }): Promise<void> {
  await db.insertInto('companyMembers').values({ companyId: member.companyId, userId: member.userId, role: member.role }).execute();
  await insertMemberLocations(db, member.companyId, member.userId, member.locationIds);
}

/** The locations a member buys for; a location of another company is a foreign key violation (isForeignLocation). */
async function insertMemberLocations(db: DB, companyId: string, userId: string, locationIds: readonly string[]): Promise<void> {
  const unique = [...new Set(locationIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('companyMemberLocations')
    .values(unique.map((locationId) => ({ companyId, userId, locationId })))
    .execute();
}

/** The member's locations become `locationIds` (empty: all of the company's). */
export async function replaceMemberLocations(db: DB, companyId: string, userId: string, locationIds: readonly string[]): Promise<void> {
  await db.deleteFrom('companyMemberLocations').where('companyId', '=', companyId).where('userId', '=', userId).execute();
  await insertMemberLocations(db, companyId, userId, locationIds);
}

/** The company's members by name, each with their e-mail and name now and their locations. */
export function listMembers(db: DB, companyId: string) {
  return db
    .selectFrom('companyMembers')
    .select((eb) => [
      'companyMembers.userId',
      'companyMembers.role',
      userEmail(eb.ref('companyMembers.userId')).as('email'),
      userName(eb.ref('companyMembers.userId')).as('name'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('companyMemberLocations')
            .select((inner) => inner.fn.agg<string[]>('array_agg', ['companyMemberLocations.locationId']).as('ids'))
            .whereRef('companyMemberLocations.userId', '=', 'companyMembers.userId')
            .$asScalar(),
          eb.val<string[]>([]),
        )
        .as('locationIds'),
    ])
    .where('companyMembers.companyId', '=', companyId)
    .orderBy('name')
    .orderBy('companyMembers.userId')
    .execute();
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** A member's role in the company, or undefined for an account not in it. */
export async function memberRole(db: DB, companyId: string, userId: string): Promise<CompanyRole | undefined> {
  const row = await db.selectFrom('companyMembers').select('role').where('companyId', '=', companyId).where('userId', '=', userId).executeTakeFirst();
  return row?.role;
}

/** How many company admins the company has. */
export async function countAdmins(db: DB, companyId: string): Promise<number> {
  const { count } = await db.selectFrom('companyMembers').select((eb) => eb.fn.countAll<string>().as('count')).where('companyId', '=', companyId).where('role', '=', 'admin').executeTakeFirstOrThrow();
  return Number(count);
}

export async function updateMemberRole(db: DB, companyId: string, userId: string, role: CompanyRole): Promise<void> {
  await db.updateTable('companyMembers').set({ role }).where('companyId', '=', companyId).where('userId', '=', userId).execute();
}

/** Takes the account out of the company (its locations go with it, by the cascade); whether it was in. */
export async function deleteMember(db: DB, companyId: string, userId: string): Promise<boolean> {
  const row = await db.deleteFrom('companyMembers').where('companyId', '=', companyId).where('userId', '=', userId).returning('userId').executeTakeFirst();
  return row !== undefined;
}

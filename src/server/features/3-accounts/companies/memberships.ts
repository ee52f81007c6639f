import { expressionBuilder, type Expression } from 'kysely';
import type { CompanyRole, CompanyStatus } from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';
import type { Database } from '../../../db/schema';

/** What the shop knows of an account's place in a company, read fresh on every request that needs it. */
export interface CompanyAccess {
  companyId: string;
  companyName: string;
  taxId: string | null;
  status: CompanyStatus;
  role: CompanyRole;
  /** The locations a buyer may order for; empty: all of the company's. */
  locationIds: string[];
}

/**
 * `userId`'s company, role and locations, or null for an account in no company. Never cached: a
 * member removed a moment ago loses access at their next request, and a hold stops the next checkout.
 * One statement (the key of company_members is the account).
 */
export async function companyAccessOf(db: DB, userId: string): Promise<CompanyAccess | null> {
  const row = await db
    .selectFrom('companyMembers')
    .innerJoin('companies', 'companies.id', 'companyMembers.companyId')
    .select((eb) => [
      'companyMembers.companyId',
      'companies.name as companyName',
      'companies.taxId',
      'companies.status',
      'companyMembers.role',
      eb.fn
        .coalesce(
          eb.selectFrom('companyMemberLocations').select((inner) => inner.fn.agg<string[]>('array_agg', ['companyMemberLocations.locationId']).as('ids')).whereRef('companyMemberLocations.userId', '=', 'companyMembers.userId').$asScalar(),
          eb.val<string[]>([]),
        )
        .as('locationIds'),
    ])
    .where('companyMembers.userId', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, locationIds: row.locationIds ?? [] } : null;
}

/**
 * `userId`'s company id (one row, or none for an account in no company) as a subquery for a
 * statement of another feature that starts from the member's company: price-lists'
 * contractReadingOf asks the membership and the company's lists in one statement (and
 * buyerPricesOf runs it alone: the cheapest read of a buyer's company).
 */
export function memberCompanyQuery(db: DB, userId: string) {
  return db.selectFrom('companyMembers').select('companyMembers.companyId').where('companyMembers.userId', '=', userId);
}

/**
 * The id of the company `userId` belongs to now, as a scalar subquery of another feature's
 * statement (null: in no company): requisition lists show a shared list to its owner's company
 * as it is when read, so an owner who leaves takes the list with them.
 *
 * @example
 * db.selectFrom('requisitionLists').select((eb) => companyIdOfMember(eb.ref('requisitionLists.ownerId')).as('ownerCompanyId'))
 */
export function companyIdOfMember(userId: Expression<string>) {
  return expressionBuilder<Database, never>()
    .selectFrom('companyMembers')
    .select('companyMembers.companyId')
    .where('companyMembers.userId', '=', userId)
    .$asScalar()
    .$castTo<string | null>();
}

/**
 * The accounts in company `companyId`, as a subquery (company_members_company_key): another
 * feature's statement about what a company's members own walks them, never every row it has.
 *
 * @example
 * db.selectFrom('requisitionLists').where('requisitionLists.ownerId', 'in', memberIdsOfCompany(companyId))
 */
export function memberIdsOfCompany(companyId: string) {
  return expressionBuilder<Database, never>().selectFrom('companyMembers').select('companyMembers.userId').where('companyMembers.companyId', '=', companyId);
}

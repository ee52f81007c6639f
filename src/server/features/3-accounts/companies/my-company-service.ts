import {
  COMPANY_ADMINS_ONLY_MESSAGE,
  NOT_IN_A_COMPANY_MESSAGE,
  type CompanyLocation,
  type CompanyRole,
  type LocationFields,
  type MyCompany,
} from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import type { ContextUser } from '../../../services';
import type { CompanyCredit } from '../../../../shared/schemas/account-terms';
import { creditOf, findCompanyTerms } from './company-credit';
import { addLocation, changeMember, editLocation, removeMember } from './company-writes';
import { lockCompany } from './companies-repository';
import { toMemberDto } from './company-dto';
import { listLocations } from './locations-repository';
import { listMembers, memberRole } from './members-repository';
import { companyAccessOf } from './memberships';

/*
 * A member's own company (`/api/my-company...`): always the caller's, read fresh on every request
 * (companyAccessOf), so a member removed a moment ago is refused at their next request. Each write
 * is one transaction that locks the company's row and then reads the caller's role again, so a
 * company admin demoted at the same moment cannot act as one.
 *
 * Errors: 404 NOT_IN_A_COMPANY_MESSAGE for an account in no company; 403 a buyer doing what only a
 * company admin may; 404 a member or location not in the caller's company (another company's
 * included); 409 the last company admin demoted or leaving; 400 `locationIds` naming a location
 * not the company's.
 */

const actorOf = (user: ContextUser) => ({ id: user.id, email: user.email });

/** The caller's company, role and the locations they may order for (all for a company admin); the members for a company admin. */
export async function myCompany(db: DB, userId: string): Promise<MyCompany> {
  const access = await companyAccessOf(db, userId);
  if (!access) throw new AppError('not-found', NOT_IN_A_COMPANY_MESSAGE);
  const company = { id: access.companyId, name: access.companyName, taxId: access.taxId, status: access.status };
  const all = await listLocations(db, access.companyId);
  const mine = access.role === 'admin' || access.locationIds.length === 0 ? all : all.filter((location) => access.locationIds.includes(location.id));
  if (access.role !== 'admin') return { company, role: access.role, locations: mine };
  const members = await listMembers(db, access.companyId);
  return { company, role: access.role, locations: mine, members: members.map(toMemberDto) };
}

/**
 * The caller's company's payment terms and credit (any member: what the company may still buy on
 * account concerns every buyer). Always the caller's own company, read fresh.
 */
export async function myCompanyCredit(db: DB, userId: string): Promise<CompanyCredit> {
  const access = await companyAccessOf(db, userId);
  const terms = access ? await findCompanyTerms(db, access.companyId) : undefined;
  if (!terms) throw new AppError('not-found', NOT_IN_A_COMPANY_MESSAGE);
  return creditOf(terms);
}

/**
 * Runs `write` in one transaction on the caller's company, locked, with the caller's role as it is
 * once the lock is held; `adminsOnly` refuses a buyer (403).
 */
function onMyCompany<T>(db: DB, userId: string, adminsOnly: boolean, write: (trx: DB, companyId: string) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const access = await companyAccessOf(trx, userId);
    if (!access) throw new AppError('not-found', NOT_IN_A_COMPANY_MESSAGE);
    await lockCompany(trx, access.companyId);
    const role = await memberRole(trx, access.companyId, userId);
    if (!role) throw new AppError('not-found', NOT_IN_A_COMPANY_MESSAGE);
    if (adminsOnly && role !== 'admin') throw new AppError('forbidden', COMPANY_ADMINS_ONLY_MESSAGE);
    return write(trx, access.companyId);
  });
}

/** A company admin changes a member's role and locations (their own included, while another admin remains). */
export async function changeMyCompanyMember(db: DB, user: ContextUser, userId: string, change: { role: CompanyRole; locationIds?: readonly string[] }): Promise<MyCompany> {
  await onMyCompany(db, user.id, true, (trx, companyId) => changeMember(trx, actorOf(user), companyId, userId, change));
  return myCompany(db, user.id);
}

/**
 * A company admin takes a member out; any member may take themselves out (leave), the last
 * company admin excepted. Answers nothing: a member who left has no company to show.
 */
export async function removeMyCompanyMember(db: DB, user: ContextUser, userId: string): Promise<void> {
  await onMyCompany(db, user.id, userId !== user.id, (trx, companyId) => removeMember(trx, actorOf(user), companyId, userId));
}

export function addMyCompanyLocation(db: DB, user: ContextUser, fields: LocationFields): Promise<CompanyLocation> {
  return onMyCompany(db, user.id, true, (trx, companyId) => addLocation(trx, actorOf(user), companyId, fields));
}

export function editMyCompanyLocation(db: DB, user: ContextUser, locationId: string, fields: LocationFields): Promise<CompanyLocation> {
  return onMyCompany(db, user.id, true, (trx, companyId) => editLocation(trx, actorOf(user), companyId, locationId, fields));
}

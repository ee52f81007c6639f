import {
  LAST_COMPANY_ADMIN_MESSAGE,
  LOCATION_NOT_FOUND_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  type CompanyLocation,
  type CompanyRole,
  type LocationFields,
} from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type AuditActor } from '../../1-platform/audit/audit-log-repository';
import { insertLocation, updateLocation } from './locations-repository';
import { countAdmins, deleteMember, isForeignLocation, memberRole, replaceMemberLocations, updateMemberRole } from './members-repository';

/*
 * The writes a shop admin and a company admin share, each run in the caller's transaction after
 * the caller has locked the company's row (lockCompany) and decided who may act. Every one records
 * its audit entry, whose target is the company's id (the company's audit trail).
 *
 * Errors: 404 a member or location not in this company (another company's included: never 403,
 * which would say it exists); 409 the last company admin demoted or removed; 400 `locationIds`
 * naming a location that is not the company's.
 */

/**
 * Whether the member may stop being a company admin: the company keeps another. Decided under the
 * company's row lock, so two demotions of the last two admins at once cannot both pass.
 */
async function keepAnAdmin(db: DB, companyId: string, role: CompanyRole): Promise<void> {
  if (role === 'admin' && (await countAdmins(db, companyId)) <= 1) throw new AppError('conflict', LAST_COMPANY_ADMIN_MESSAGE);
}

/**
 * The member's role and locations. `locationIds` undefined keeps a buyer's locations; empty means
 * all of the company's; a company admin orders for every location, so keeps none.
 */
export async function changeMember(db: DB, actor: AuditActor, companyId: string, userId: string, change: { role: CompanyRole; locationIds?: readonly string[] }): Promise<void> {
  const before = await memberRole(db, companyId, userId);
  if (!before) throw new AppError('not-found', MEMBER_NOT_FOUND_MESSAGE);
  if (change.role !== 'admin') await keepAnAdmin(db, companyId, before);
  await updateMemberRole(db, companyId, userId, change.role);
  const locationIds = change.role === 'admin' ? [] : change.locationIds;
  if (locationIds !== undefined) {
    try {
      await replaceMemberLocations(db, companyId, userId, locationIds);
    } catch (error) {
      if (isForeignLocation(error)) throw new AppError('invalid', LOCATION_NOT_FOUND_MESSAGE, { locationIds: [LOCATION_NOT_FOUND_MESSAGE] });
      throw error;
    }
  }
  await recordAudit(db, actor, {
    action: 'company.member_updated',
    target: companyId,
    before: { role: before },
    after: { role: change.role, ...(locationIds !== undefined && { locationIds }) },
    details: { userId },
  });
}

/** Takes the member out of the company; their past orders stay with it. */
export async function removeMember(db: DB, actor: AuditActor, companyId: string, userId: string): Promise<void> {
  const role = await memberRole(db, companyId, userId);
  if (!role) throw new AppError('not-found', MEMBER_NOT_FOUND_MESSAGE);
  await keepAnAdmin(db, companyId, role);
  await deleteMember(db, companyId, userId);
  await recordAudit(db, actor, { action: 'company.member_removed', target: companyId, before: { role }, details: { userId } });
}

export async function addLocation(db: DB, actor: AuditActor, companyId: string, fields: LocationFields): Promise<CompanyLocation> {
  const location = await insertLocation(db, companyId, fields);
  await recordAudit(db, actor, { action: 'company.location_added', target: companyId, after: location, details: { locationId: location.id } });
  return location;
}

export async function editLocation(db: DB, actor: AuditActor, companyId: string, locationId: string, fields: LocationFields): Promise<CompanyLocation> {
  const location = await updateLocation(db, companyId, locationId, fields);
  if (!location) throw new AppError('not-found', LOCATION_NOT_FOUND_MESSAGE);
  await recordAudit(db, actor, { action: 'company.location_updated', target: companyId, after: location, details: { locationId } });
  return location;
}

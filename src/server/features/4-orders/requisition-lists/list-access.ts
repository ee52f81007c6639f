import type { CompanyAccess } from '../../3-accounts/companies/memberships';
import type { ListRow } from './lists-repository';

/** What the caller may do with a list: edit it (rename, share, delete, change lines), or only view it and add it to their cart. */
export type ListAccess = 'edit' | 'view';

/**
 * The caller's access to `list` (docs/decisions/148-requisition-lists-shared-by-the-owners-company-now.md): the owner edits; while the list is
 * shared, the members of the owner's company now view it and its admins edit it; anyone else
 * has none (answered as a list that does not exist). `caller` is their company membership now.
 */
export function accessTo(list: Pick<ListRow, 'ownerId' | 'shared' | 'ownerCompanyId'>, callerId: string, caller: Pick<CompanyAccess, 'companyId' | 'role'> | null): ListAccess | null {
  if (list.ownerId === callerId) return 'edit';
  if (!list.shared || list.ownerCompanyId === null || caller === null || caller.companyId !== list.ownerCompanyId) return null;
  return caller.role === 'admin' ? 'edit' : 'view';
}

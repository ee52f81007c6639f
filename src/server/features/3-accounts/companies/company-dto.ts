import type { CompanyMember, CompanyRow } from '../../../../shared/schemas/company';
import type { MemberRow } from './members-repository';

/** A member as the API shows them: a company admin buys for every location, so lists none. */
export function toMemberDto(row: MemberRow): CompanyMember {
  return { userId: row.userId, email: row.email, name: row.name, role: row.role, locationIds: row.role === 'admin' ? [] : [...row.locationIds].sort() };
}

export function toCompanyRow(row: { id: string; name: string; taxId: string | null; status: CompanyRow['status']; members: string | null }): CompanyRow {
  return { id: row.id, name: row.name, taxId: row.taxId, status: row.status, members: Number(row.members ?? 0) };
}

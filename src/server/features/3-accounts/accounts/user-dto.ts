import type { UserRow } from '../../../db/schema';
import type { User } from '../../../../shared/schemas/user';

/** Database row -> the spec's User record (education nested, as the original API had it). */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    socialUrl: row.socialUrl,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    education: { instituteName: row.instituteName, degree: row.degree, passingYear: row.passingYear },
  };
}

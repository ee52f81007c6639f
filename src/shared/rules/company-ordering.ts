import type { CompanyRole } from '../schemas/company';

/**
 * Whether a member with `role` and assigned `locationIds` may order for `locationId` of their
 * company: a company admin for every location, a buyer for the locations assigned to them, or
 * for all when none are (the rule). The server decides it under the member's row lock;
 * the checkout form offers only the locations it allows.
 *
 * @example
 * mayOrderFor({ role: 'buyer', locationIds: [] }, 'loc-1'); // true: none assigned, all allowed
 * mayOrderFor({ role: 'buyer', locationIds: ['loc-2'] }, 'loc-1'); // false
 * mayOrderFor({ role: 'admin', locationIds: ['loc-2'] }, 'loc-1'); // true
 */
export function mayOrderFor(member: { role: CompanyRole; locationIds: readonly string[] }, locationId: string): boolean {
  return member.role === 'admin' || member.locationIds.length === 0 || member.locationIds.includes(locationId);
}

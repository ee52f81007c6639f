/**
 * Where a member lands after joining a company. The Company area (`/dashboard/company`, issue 37)
 * is the member's home there; until it exists on this branch, My Profile.
 */
export const COMPANY_AREA = '/dashboard' as const;

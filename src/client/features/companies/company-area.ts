/** Where a member lands after joining a company: the Company area (`/dashboard/company`, issue 37), the member's home there. */
export const COMPANY_AREA = '/dashboard/company' as const;

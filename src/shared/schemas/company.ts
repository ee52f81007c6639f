import { z } from 'zod';
import { companyCreditSchema } from './account-terms';
import { countryCodeSchema, addressInputSchema, addressText } from './address-book';
import { addressSchema, phoneSchema } from './contact';
import { emailSchema } from './email';
import { idSchema } from './ids';
import { taxExemptionSchema } from './tax';
import { requiredText, text } from './text';

// Companies that buy together (issue 37): one schema per concept, for the forms and the procedures.

export const companyRoleSchema = z.enum(['admin', 'buyer'], { error: 'Choose a role: admin or buyer' });
export type CompanyRole = z.infer<typeof companyRoleSchema>;

export const companyStatusSchema = z.enum(['active', 'on_hold'], { error: 'Choose a status: active or on_hold' });
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

/** The role's name on screen. @example COMPANY_ROLE_LABEL.buyer // 'Buyer' */
export const COMPANY_ROLE_LABEL: Record<CompanyRole, string> = { admin: 'Company admin', buyer: 'Buyer' };

export const COMPANY_NOT_FOUND_MESSAGE = 'No such company';
export const NOT_IN_A_COMPANY_MESSAGE = 'Your account is not in a company';
export const LOCATION_NOT_FOUND_MESSAGE = 'No such location in your company';
export const MEMBER_NOT_FOUND_MESSAGE = 'No such member in this company';
export const COMPANY_ADMINS_ONLY_MESSAGE = 'Only a company admin can do this';
export const LAST_COMPANY_ADMIN_MESSAGE = 'A company needs at least one company admin: make another member an admin first';
export const ALREADY_IN_A_COMPANY_MESSAGE = 'This account is already in a company';
export const LOCATION_REQUIRED_MESSAGE = 'Choose the location this order is for';
export const LOCATION_NOT_YOURS_MESSAGE = 'You cannot order for this location';
export const LOCATION_FOR_MEMBERS_ONLY_MESSAGE = 'Only a company member orders for a location';
export const LOCATION_OR_ADDRESS_MESSAGE = 'Choose a location or give an address, not both';
export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid, expired or already used';
export const INVITATION_OTHER_EMAIL_MESSAGE = 'This invitation is for another e-mail address: sign in with the invited address';
export const INVITATION_NEEDS_PROOF_MESSAGE = 'Verify your e-mail address first, or open the link in the invitation e-mail';
export const APPLICATION_PENDING_MESSAGE = 'You already have an application waiting for a decision';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const companyNameSchema = requiredText({ max: 120, tooLong: 'Keep the company name under 120 characters' });

/** A tax or VAT id as the company writes it; blank is none. */
export const taxIdSchema = text({ max: 40, tooLong: 'Keep the tax id under 40 characters' })
  .optional()
  .transform((value) => (value === undefined || value === '' ? null : value));

/**
 * `POST /api/companies`: a new company, by a shop admin.
 *
 * @example
 * companyInputSchema.parse({ name: ' Acme Landscaping ', taxId: '' }); // { name: 'Acme Landscaping', taxId: null }
 */
export const companyInputSchema = z.object({ name: companyNameSchema, taxId: taxIdSchema });
export type CompanyInput = z.input<typeof companyInputSchema>;

export const companySchema = z.object({
  id: idSchema,
  name: z.string(),
  taxId: z.string().nullable(),
  status: companyStatusSchema,
});
export type Company = z.infer<typeof companySchema>;

/**
 * A location as a form or an API client sends it: the delivery address as one text (with its
 * country, `GB` unless given), or in parts as the address book's. A plain object (REST puts path
 * parameters beside it); `locationFields` makes the one shape the database keeps.
 */
export const locationInputSchema = z.object({
  name: requiredText({ max: 100, tooLong: 'Keep the location name under 100 characters' }),
  address: z.union([addressSchema, addressInputSchema], { error: 'Enter the delivery address' }),
  country: countryCodeSchema.optional(),
  phone: phoneSchema,
  billingAddress: text({ max: 500, tooLong: 'Keep the billing address under 500 characters', multiLine: true })
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
});
export type LocationInput = z.input<typeof locationInputSchema>;

/** A location as the database keeps it: the address as one text and its country. */
export interface LocationFields {
  name: string;
  address: string;
  country: string;
  phone: string;
  billingAddress: string | null;
}

/**
 * The address as one text and its country: `GB` for a text without one, the parts' own country
 * (which wins over `country`) for an address given in parts.
 *
 * @example
 * locationFields(locationInputSchema.parse({ name: 'Depot', address: '1 Yard Lane\nLeeds', phone: '0113 555 0100' })).country; // 'GB'
 * locationFields(locationInputSchema.parse({ name: 'Depot', address: { name: 'Goods in', line1: '1 Yard Lane', city: 'Lyon', country: 'FR', phone: '+33 4 00' }, phone: '+33 4 00' })).address; // 'Goods in\n1 Yard Lane\nLyon\nFR'
 */
export function locationFields({ address, country, ...rest }: z.output<typeof locationInputSchema>): LocationFields {
  return typeof address === 'string' ? { ...rest, address, country: country ?? 'GB' } : { ...rest, address: addressText(address), country: address.country };
}

export const companyLocationSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  phone: z.string(),
  billingAddress: z.string().nullable(),
});
export type CompanyLocation = z.infer<typeof companyLocationSchema>;

export const companyMemberSchema = z.object({
  userId: idSchema,
  email: z.string(),
  name: z.string(),
  role: companyRoleSchema,
  /** The locations a buyer orders for; empty: all of the company's. */
  locationIds: z.array(idSchema),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** `GET /api/companies/{id}`: a company with its tax exemption, locations and members. */
export const companyDetailSchema = companySchema.extend({
  taxExemption: taxExemptionSchema,
  credit: companyCreditSchema.describe('Its payment terms, and the credit it uses and has available (issue 40)'),
  locations: z.array(companyLocationSchema),
  members: z.array(companyMemberSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

const locationIdsSchema = z.array(idSchema).max(200, 'Choose at most 200 locations').optional();

/** `POST /api/companies/{id}/invitations` and `POST /api/my-company/invitations`. */
export const invitationInputSchema = z.object({ email: emailSchema, role: companyRoleSchema, locationIds: locationIdsSchema });
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** `PUT /api/my-company/members/{userId}`: a member's role and locations. */
export const memberUpdateSchema = z.object({ role: companyRoleSchema, locationIds: locationIdsSchema });
export type MemberUpdate = z.input<typeof memberUpdateSchema>;

/** `GET /api/my-company`: the caller's company, role and the locations they may order for; the members for a company admin. */
export const myCompanySchema = z.object({
  company: companySchema,
  role: companyRoleSchema,
  locations: z.array(companyLocationSchema),
  members: z.array(companyMemberSchema).optional(),
});
export type MyCompany = z.infer<typeof myCompanySchema>;

/** What an order says of the company it was placed for (null: a customer buying for themselves). */
export const orderCompanySchema = z.object({ id: idSchema, name: z.string() }).nullable();
/** The location an order ships to, as it was when placed. */
export const orderLocationSchema = z.object({ id: idSchema, name: z.string(), address: z.string() }).nullable();

/** `POST /api/business-applications`. */
export const businessApplicationInputSchema = z.object({
  companyName: companyNameSchema,
  taxId: taxIdSchema,
  message: text({ max: 2000, tooLong: 'Keep the message under 2,000 characters', multiLine: true })
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
});
export type BusinessApplicationInput = z.input<typeof businessApplicationInputSchema>;

export const applicationStatusSchema = z.enum(['pending', 'approved', 'declined'], { error: 'Choose a status: pending, approved or declined' });
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** `POST /api/business-applications/{id}/decline`: why, mailed to the applicant. */
export const declineInputSchema = z.object({ reason: requiredText({ max: 1000, tooLong: 'Keep the reason under 1,000 characters', multiLine: true }) });

// The shop admin's Companies page and the company writes (companies-core) ------------------------

/** How many companies one page holds unless asked otherwise, and the most it may hold. */
export const COMPANIES_PAGE_SIZE = 25;
export const COMPANIES_PAGE_MAX = 100;

/**
 * `GET /api/companies`: part of a name or tax id, or a member's whole e-mail (any case, taken
 * literally; blank means every company), where to continue (the page before's `nextCursor`) and how many.
 *
 * @example
 * companyPageInputSchema.parse({ q: ' acme ', limit: '10' }); // { q: 'acme', limit: 10 }
 * companyPageInputSchema.safeParse({ limit: '0' }).success; // false: "Ask for at least one company"
 */
export const companyPageInputSchema = z.object({
  q: text({ max: 100 }).optional().describe("Part of the company's name or tax id, or a member's whole e-mail; any case, taken literally"),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'Invalid page cursor')
    .optional()
    .describe("The previous page's `nextCursor`"),
  limit: z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'Ask for at least one company')
    .max(COMPANIES_PAGE_MAX, `Ask for at most ${COMPANIES_PAGE_MAX} companies`)
    .default(COMPANIES_PAGE_SIZE),
});
export type CompanyPageInput = z.output<typeof companyPageInputSchema>;

/** One row of the Companies page: the company and how many members it has. */
export const companyRowSchema = companySchema.extend({ members: z.number().int() });
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companyPageSchema = z.object({
  items: z.array(companyRowSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** `PUT /api/companies/{id}/status`: put on hold (its members cannot check out) or reactivate. */
export const companyStatusInputSchema = z.object({ status: companyStatusSchema });

// Invitations and applications (issue 37) ---------------------------------------------------

/** The token of an invitation link: 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
export const invitationTokenSchema = z.string({ error: INVITATION_INVALID_MESSAGE }).regex(/^[A-Za-z0-9_-]{43}$/, INVITATION_INVALID_MESSAGE);

/**
 * `POST /api/company-invitations/accept`: by the mailed link's token (which proves the e-mail), or
 * by the invitation's id from the dashboard's list (only with an e-mail already verified).
 *
 * @example
 * invitationAcceptSchema.safeParse({}).success; // false: "Open the link in the invitation e-mail, or choose an invitation"
 */
export const invitationAcceptSchema = z
  .object({
    token: invitationTokenSchema.optional().describe('The token of the mailed link'),
    invitationId: idSchema.optional().describe('An invitation of GET /api/company-invitations (needs a verified e-mail)'),
  })
  .refine((input) => (input.token === undefined) !== (input.invitationId === undefined), {
    message: 'Open the link in the invitation e-mail, or choose an invitation',
    path: ['token'],
  });
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

/** An invitation that was sent: `POST /api/companies/{id}/invitations` and `POST /api/my-company/invitations`. */
export const sentInvitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: companyRoleSchema,
  locationIds: z.array(idSchema),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** One of the signed-in account's pending invitations (`GET /api/company-invitations`). */
export const pendingInvitationSchema = z.object({
  id: idSchema,
  companyName: z.string(),
  role: companyRoleSchema,
  /** Who sent it; null when that account is gone. */
  invitedBy: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** `GET /api/company-invitations`: the pending invitations, and whether the account's e-mail is proven (accepting by id needs it). */
export const myInvitationsSchema = z.object({ emailVerified: z.boolean(), items: z.array(pendingInvitationSchema) });
export type MyInvitations = z.infer<typeof myInvitationsSchema>;

/**
 * What the link's page shows a token holder (`GET /api/company-invitations/by-token`): the
 * company's name, the role and the invited address, which they already read in the e-mail; nothing
 * of the company's people, locations or ids.
 */
export const invitationPreviewSchema = z.object({ companyName: z.string(), role: companyRoleSchema, email: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** What accepting answers: the company joined and the role in it. */
export const joinedCompanySchema = z.object({ companyId: idSchema, companyName: z.string(), role: companyRoleSchema });

/** How many applications one page holds unless asked otherwise, and the most it may hold. */
export const APPLICATIONS_PAGE_SIZE = 25;
export const APPLICATIONS_PAGE_MAX = 100;

/** `GET /api/business-applications?status=&cursor=&limit=`: newest first. */
export const applicationPageInputSchema = z.object({
  status: applicationStatusSchema.optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid page cursor')
    .optional()
    .describe("The previous page's `nextCursor`"),
  limit: z.coerce
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(1, 'Ask for at least one application')
    .max(APPLICATIONS_PAGE_MAX, `Ask for at most ${APPLICATIONS_PAGE_MAX} applications`)
    .default(APPLICATIONS_PAGE_SIZE),
});

/** The status's name on screen. @example APPLICATION_STATUS_LABEL.pending // 'Waiting for a decision' */
export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = { pending: 'Waiting for a decision', approved: 'Approved', declined: 'Declined' };

export const APPLICATION_NOT_FOUND_MESSAGE = 'No such business application';
export const APPLICATION_DECIDED_MESSAGE = 'This application has already been decided';

/** A business application as its applicant and the shop admins see it. */
export const businessApplicationSchema = z.object({
  id: idSchema,
  companyName: z.string(),
  taxId: z.string().nullable(),
  message: z.string().nullable(),
  status: applicationStatusSchema,
  /** Why it was declined; null otherwise. */
  reason: z.string().nullable(),
  applicant: z.object({ userId: idSchema, name: z.string(), email: z.string() }),
  /** The company its approval created; null until approved (or once that company is deleted). */
  companyId: idSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BusinessApplication = z.infer<typeof businessApplicationSchema>;

export const applicationPageSchema = z.object({
  items: z.array(businessApplicationSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** `GET /api/business-applications/mine`: the caller's latest application (null: none yet) and the company they are in (null: none). */
export const myBusinessAccountSchema = z.object({
  application: businessApplicationSchema.nullable(),
  company: z.object({ id: idSchema, name: z.string(), role: companyRoleSchema }).nullable(),
});
export type MyBusinessAccount = z.infer<typeof myBusinessAccountSchema>;

/**
 * What checkout shows a company member (`companyCheckout.locations`): their company (its status:
 * on hold, checkout is paused) and the locations they may order for (mayOrderFor). Null for an
 * account in no company, which checks out to an address as before.
 */
export const checkoutLocationsSchema = z
  .object({
    company: companySchema,
    role: companyRoleSchema,
    locations: z.array(companyLocationSchema),
    /** The company's terms and credit (issue 40): on account, the checkout offers "Pay on account" with what is available. */
    credit: companyCreditSchema,
  })
  .nullable();
export type CheckoutLocations = z.infer<typeof checkoutLocationsSchema>;

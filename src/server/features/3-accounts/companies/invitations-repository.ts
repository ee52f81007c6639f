import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { CompanyRole } from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';
import { userIdOfEmail, userName } from '../accounts/user-lookups';

/*
 * Invitations' queries (company_invitations), and the few reads of a company an invitation needs
 * (its name, its locations, whether an address is already a member). The link's token is 32 random
 * bytes; the database keeps only its SHA-256, so a copy of the table opens no invitation.
 */

/** A fresh link token and the hash the database keeps of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: invitationTokenHash(token) };
}

/** The SHA-256 (hex) of a link token: how a token is looked up. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A company's name, or undefined when there is no such company. */
export async function findCompanyName(db: DB, companyId: string): Promise<string | undefined> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name;
}

/** Which of `locationIds` are locations of `companyId`. */
export async function companyLocationIdsAmong(db: DB, companyId: string, locationIds: readonly string[]): Promise<string[]> {
  if (locationIds.length === 0) return [];
  const rows = await db.selectFrom('companyLocations').select('id').where('companyId', '=', companyId).where('id', 'in', locationIds).execute();
  return rows.map((row) => row.id);
}

/** Whether the account with this (lower-case) e-mail is in a company; false when there is no such account. */
export async function isEmailInACompany(db: DB, email: string): Promise<boolean> {
  const row = await db.selectFrom('companyMembers').select('userId').where('userId', '=', userIdOfEmail(email)).executeTakeFirst();
  return row !== undefined;
}

export interface NewInvitation {
  companyId: string;
  email: string;
  role: CompanyRole;
  locationIds: readonly string[];
  tokenHash: string;
  invitedBy: string;
  expiresAt: Date;
}

export async function insertInvitation(db: DB, invitation: NewInvitation) {
  return db
    .insertInto('companyInvitations')
    .values({ ...invitation, locationIds: [...invitation.locationIds] })
    .returning(['id', 'email', 'role', 'locationIds', 'expiresAt'])
    .executeTakeFirstOrThrow();
}

/** An invitation nobody has accepted or revoked, whose link has not expired. */
const live = sql<boolean>`company_invitations.accepted_at is null and company_invitations.revoked_at is null and company_invitations.expires_at > now()`;

/** The live invitations to `email` (lower-case), soonest to expire first, with the company's name and the inviter's. */
export function listLiveInvitationsTo(db: DB, email: string) {
  return db
    .selectFrom('companyInvitations')
    .innerJoin('companies', 'companies.id', 'companyInvitations.companyId')
    .select((eb) => ['companyInvitations.id', 'companies.name as companyName', 'companyInvitations.role', userName(eb.ref('companyInvitations.invitedBy')).as('invitedBy'), 'companyInvitations.expiresAt'])
    .where('companyInvitations.email', '=', email)
    .where(live)
    .orderBy('companyInvitations.expiresAt')
    .orderBy('companyInvitations.id')
    .limit(50)
    .execute();
}

/** The live invitation of a link (by its token's hash): the company's name, the role and the invited address. */
export function findLiveInvitationByToken(db: DB, tokenHash: string) {
  return db
    .selectFrom('companyInvitations')
    .innerJoin('companies', 'companies.id', 'companyInvitations.companyId')
    .select(['companyInvitations.id', 'companies.name as companyName', 'companyInvitations.role', 'companyInvitations.email'])
    .where('companyInvitations.tokenHash', '=', tokenHash)
    .where(live)
    .executeTakeFirst();
}

/**
 * Spends a live invitation to `email` (by its link's hash or by its id) for `userId`: one
 * conditional update, so of two racing accepts exactly one gets the invitation; the other, and any
 * later one, gets undefined. Answers what joining needs, the company's name included.
 */
export async function claimInvitation(db: DB, which: { tokenHash: string } | { id: string }, email: string, userId: string) {
  const claimed = await db
    .updateTable('companyInvitations')
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where('tokenHash' in which ? 'tokenHash' : 'id', '=', 'tokenHash' in which ? which.tokenHash : which.id)
    .where('email', '=', email)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['id', 'companyId', 'role', 'locationIds'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const companyName = (await findCompanyName(db, claimed.companyId)) ?? '';
  return { ...claimed, companyName };
}

/** Revokes the company's live invitations to `email`: only the newest link works. */
export async function revokeLiveInvitationsTo(db: DB, companyId: string, email: string): Promise<void> {
  await db.updateTable('companyInvitations').set({ revokedAt: sql`now()` }).where('companyId', '=', companyId).where('email', '=', email).where(live).execute();
}

/** How many invitations the company sent in the last day (company_invitations_company_idx). */
export async function countInvitationsSentToday(db: DB, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('companyInvitations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('companyId', '=', companyId)
    .where('createdAt', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

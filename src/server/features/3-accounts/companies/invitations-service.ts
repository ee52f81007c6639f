import type { z } from 'zod';
import {
  ALREADY_IN_A_COMPANY_MESSAGE,
  COMPANY_ADMINS_ONLY_MESSAGE,
  COMPANY_NOT_FOUND_MESSAGE,
  COMPANY_ROLE_LABEL,
  INVITATION_DAYS,
  INVITATION_INVALID_MESSAGE,
  INVITATION_NEEDS_PROOF_MESSAGE,
  INVITATION_OTHER_EMAIL_MESSAGE,
  LOCATION_NOT_FOUND_MESSAGE,
  NOT_IN_A_COMPANY_MESSAGE,
  type invitationAcceptSchema,
  type invitationInputSchema,
  type InvitationPreview,
  type MyInvitations,
  type SentInvitation,
} from '../../../../shared/schemas/company';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import type { ContextUser, RequestContext } from '../../../services';
import { isEmailVerified, markEmailVerified } from '../accounts/email-links/email-proof-repository';
import { recordAudit } from '../../1-platform/audit/audit-log-repository';
import { enqueueMail } from '../../1-platform/mail/outbox-repository';
import { companyInvitationMail } from '../../1-platform/mail/templates/company-mails';
import {
  claimInvitation,
  companyLocationIdsAmong,
  countInvitationsSentToday,
  findCompanyName,
  findLiveInvitationByToken,
  insertInvitation,
  invitationTokenHash,
  isEmailInACompany,
  listLiveInvitationsTo,
  newInvitationToken,
  revokeLiveInvitationsTo,
} from './invitations-repository';
import { insertMember, isAlreadyMember } from './members-repository';
import { companyAccessOf } from './memberships';

/*
 * Invitations: nobody joins a company without accepting, and only an account that proves the
 * invited address may accept (arriving through the mailed link proves it; accepting from the
 * dashboard's list needs an e-mail already verified). The invitation is spent by a conditional
 * update in the transaction that adds the member, so the database decides a race.
 *
 * Errors: 404 an unknown company (shop admin) or an account in no company (my company); 403 a
 * buyer inviting, another address's link, an unverified account accepting by id; 400 a location
 * not the company's (on `locationIds`), or an invalid, expired or used invitation; 409 an address
 * already in a company; 429 more than INVITATIONS_PER_DAY invitations from one company in a day.
 */

/** How many invitations one company may send in a day: a company admin cannot turn the shop into a mailer. */
export const INVITATIONS_PER_DAY = 100;

type InvitationInput = z.output<typeof invitationInputSchema>;
type AcceptInput = z.output<typeof invitationAcceptSchema>;
type Services = Pick<RequestContext, 'db' | 'config'>;

/** The caller's own company, for a company admin's invitation. */
export async function ownCompanyToInvite(db: DB, user: ContextUser): Promise<string> {
  const access = await companyAccessOf(db, user.id);
  if (!access) throw new AppError('not-found', NOT_IN_A_COMPANY_MESSAGE);
  if (access.role !== 'admin') throw new AppError('forbidden', COMPANY_ADMINS_ONLY_MESSAGE);
  return access.companyId;
}

/** Invites `input.email` to `companyId`, mailing the link in the same transaction; an earlier live invitation of the same address stops working. */
export async function sendInvitation(services: Services, inviter: ContextUser, companyId: string, input: InvitationInput): Promise<SentInvitation> {
  const { db, config } = services;
  const companyName = await findCompanyName(db, companyId);
  if (companyName === undefined) throw new AppError('not-found', COMPANY_NOT_FOUND_MESSAGE);
  // A company admin sees and orders for every location: only a buyer is held to some.
  const locationIds = input.role === 'buyer' ? [...new Set(input.locationIds ?? [])] : [];
  const known = await companyLocationIdsAmong(db, companyId, locationIds);
  if (known.length !== locationIds.length) throw new AppError('invalid', LOCATION_NOT_FOUND_MESSAGE, { locationIds: [LOCATION_NOT_FOUND_MESSAGE] });
  if (await isEmailInACompany(db, input.email)) throw new AppError('conflict', ALREADY_IN_A_COMPANY_MESSAGE, { email: [ALREADY_IN_A_COMPANY_MESSAGE] });
  if ((await countInvitationsSentToday(db, companyId)) >= INVITATIONS_PER_DAY) {
    throw new AppError('too-many-requests', `A company sends at most ${INVITATIONS_PER_DAY} invitations a day. Please try again tomorrow.`);
  }

  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60_000);
  const sent = await db.transaction().execute(async (trx) => {
    await revokeLiveInvitationsTo(trx, companyId, input.email);
    const invitation = await insertInvitation(trx, { companyId, email: input.email, role: input.role, locationIds, tokenHash, invitedBy: inviter.id, expiresAt });
    await enqueueMail(trx, companyInvitationMail(config, { email: input.email, companyName, role: COMPANY_ROLE_LABEL[input.role], invitedBy: inviter.name, token, days: INVITATION_DAYS }));
    await recordAudit(trx, inviter, { action: 'company.invitation_sent', target: companyId, details: { invitationId: invitation.id, email: input.email, role: input.role, locationIds } });
    return invitation;
  });
  return { ...sent, expiresAt: sent.expiresAt.toISOString() };
}

/** The signed-in account's live invitations, and whether it may accept them by id. */
export async function myInvitations(db: DB, user: ContextUser): Promise<MyInvitations> {
  const [rows, emailVerified] = await Promise.all([listLiveInvitationsTo(db, user.email), isEmailVerified(db, user.id)]);
  return { emailVerified, items: rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() })) };
}

/** What the link's page shows: the company's name, the role and the invited address (the token holder read them in the e-mail). */
export async function previewInvitation(db: DB, token: string): Promise<InvitationPreview> {
  const invitation = await findLiveInvitationByToken(db, invitationTokenHash(token));
  if (!invitation) throw new AppError('not-found', INVITATION_INVALID_MESSAGE);
  return { companyName: invitation.companyName, role: invitation.role, email: invitation.email };
}

/**
 * Accepts an invitation for `user`: spends it and adds the member in one transaction. Through the
 * link, the link proves the address (the account's e-mail becomes verified); by id, the address
 * must be verified already.
 */
export async function acceptInvitation(db: DB, user: ContextUser, input: AcceptInput) {
  let which: { tokenHash: string } | { id: string };
  if (input.token !== undefined) {
    const tokenHash = invitationTokenHash(input.token);
    const invitation = await findLiveInvitationByToken(db, tokenHash);
    if (!invitation) throw new AppError('invalid', INVITATION_INVALID_MESSAGE);
    if (invitation.email !== user.email) throw new AppError('forbidden', INVITATION_OTHER_EMAIL_MESSAGE);
    which = { tokenHash };
  } else {
    if (!(await isEmailVerified(db, user.id))) throw new AppError('forbidden', INVITATION_NEEDS_PROOF_MESSAGE);
    which = { id: input.invitationId! };
  }

  try {
    return await db.transaction().execute(async (trx) => {
      const invitation = await claimInvitation(trx, which, user.email, user.id);
      if (!invitation) throw new AppError('invalid', INVITATION_INVALID_MESSAGE);
      if ('tokenHash' in which) await markEmailVerified(trx, user.id);
      // The locations as they are now: one removed since the invitation is left out.
      const locationIds = await companyLocationIdsAmong(trx, invitation.companyId, invitation.locationIds);
      if (invitation.locationIds.length > 0 && locationIds.length === 0) throw new AppError('conflict', 'The locations of this invitation no longer exist: ask for a new invitation');
      await insertMember(trx, { companyId: invitation.companyId, userId: user.id, role: invitation.role, locationIds });
      await recordAudit(trx, user, {
        action: 'company.member_joined',
        target: invitation.companyId,
        details: { userId: user.id, email: user.email, role: invitation.role, locationIds, invitationId: invitation.id, via: 'tokenHash' in which ? 'link' : 'dashboard' },
      });
      return { companyId: invitation.companyId, companyName: invitation.companyName, role: invitation.role };
    });
  } catch (error) {
    if (isAlreadyMember(error)) throw new AppError('conflict', ALREADY_IN_A_COMPANY_MESSAGE);
    throw error;
  }
}

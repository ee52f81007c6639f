import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_IN_A_COMPANY_MESSAGE,
  COMPANY_ADMINS_ONLY_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_NEEDS_PROOF_MESSAGE,
  INVITATION_OTHER_EMAIL_MESSAGE,
  LOCATION_NOT_FOUND_MESSAGE,
} from '../../../src/shared/schemas/company';
import { companyAccessOf } from '../../../src/server/features/3-accounts/companies/memberships';
import { bearerHeaders } from '../../helpers/auth';
import { postJson } from '../../helpers/accounts';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { addMember, createCompanyWithLocation, invitationTokenFor, mailsTo } from './invitation-fixtures';

const shop = useTestApp();

const verifiedAt = async (userId: string) => (await shop.db.selectFrom('users').select('emailVerifiedAt').where('id', '=', userId).executeTakeFirstOrThrow()).emailVerifiedAt;

describe('sending an invitation', () => {
  it('a shop admin invites by e-mail: one invitation stored by its hash, the link mailed in the same transaction, the audit written', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const company = await createCompanyWithLocation(shop.db);
    const response = await postJson(shop.app, `/api/companies/${company.id}/invitations`, { email: ' New.Buyer@Garden.com ', role: 'buyer', locationIds: [company.locationId] }, await bearerHeaders(shop.db, admin));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'new.buyer@garden.com', role: 'buyer', locationIds: [company.locationId] });

    const [mail] = await mailsTo(shop.db, 'new.buyer@garden.com', 'company-invitation');
    expect(mail).toMatchObject({ subject: 'Join Acme Landscaping on Toolyard', secret: true });
    expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/company-invitation\?token=[A-Za-z0-9_-]{43}\n/);
    const token = await invitationTokenFor(shop.db, 'new.buyer@garden.com');
    const stored = await shop.db.selectFrom('companyInvitations').selectAll().where('email', '=', 'new.buyer@garden.com').executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const audit = await shop.db.selectFrom('auditLog').selectAll().where('action', '=', 'company.invitation_sent').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actorId: admin.id, target: company.id });
  });

  it('a company admin invites to their own company; a buyer is refused with 403; an account in no company with 404', async () => {
    const company = await createCompanyWithLocation(shop.db, 'Own Co');
    const [companyAdmin, buyer, loner] = await Promise.all([createUser(shop.db), createUser(shop.db), createUser(shop.db)]);
    await addMember(shop.db, company.id, companyAdmin, 'admin');
    await addMember(shop.db, company.id, buyer, 'buyer');

    const sent = await postJson(shop.app, '/api/my-company/invitations', { email: 'crew@garden.com', role: 'buyer' }, await bearerHeaders(shop.db, companyAdmin));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await shop.db.selectFrom('companyInvitations').select('companyId').where('email', '=', 'crew@garden.com').executeTakeFirstOrThrow()).toEqual({ companyId: company.id });

    const refused = await postJson(shop.app, '/api/my-company/invitations', { email: 'other@garden.com', role: 'admin' }, await bearerHeaders(shop.db, buyer));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMPANY_ADMINS_ONLY_MESSAGE);
    expect((await postJson(shop.app, '/api/my-company/invitations', { email: 'other@garden.com', role: 'buyer' }, await bearerHeaders(shop.db, loner))).statusCode).toBe(404);
    expect(await mailsTo(shop.db, 'other@garden.com', 'company-invitation')).toEqual([]);
  });

  it('refuses an address whose account is already in a company (409), and a location of another company (400 on locationIds)', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const [mine, theirs] = await Promise.all([createCompanyWithLocation(shop.db, 'Mine'), createCompanyWithLocation(shop.db, 'Theirs')]);
    const member = await createUser(shop.db, { email: 'taken@garden.com' });
    await addMember(shop.db, theirs.id, member);
    const caller = callerFor(shop.db, admin);

    await expect(caller.companyInvitations.sendForCompany({ id: mine.id, email: 'TAKEN@garden.com', role: 'buyer' })).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_IN_A_COMPANY_MESSAGE });
    const response = await postJson(shop.app, `/api/companies/${mine.id}/invitations`, { email: 'free@garden.com', role: 'buyer', locationIds: [theirs.locationId] }, await bearerHeaders(shop.db, admin));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: LOCATION_NOT_FOUND_MESSAGE, data: { fieldErrors: { locationIds: [LOCATION_NOT_FOUND_MESSAGE] } } });
    expect(await shop.db.selectFrom('companyInvitations').select('id').where('email', 'in', ['taken@garden.com', 'free@garden.com']).execute()).toEqual([]);
  });

  it('a second invitation to the same address replaces the first: only the newest link works', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const company = await createCompanyWithLocation(shop.db, 'Twice Co');
    const invitee = await createUser(shop.db, { email: 'twice@garden.com' });
    await callerFor(shop.db, admin).companyInvitations.sendForCompany({ id: company.id, email: 'twice@garden.com', role: 'buyer' });
    const first = await invitationTokenFor(shop.db, 'twice@garden.com');
    const replaced = await callerFor(shop.db, admin).companyInvitations.sendForCompany({ id: company.id, email: 'twice@garden.com', role: 'admin', locationIds: [company.locationId] });
    // A company admin is held to no location.
    expect(replaced.locationIds).toEqual([]);
    const second = await invitationTokenFor(shop.db, 'twice@garden.com');

    await expect(callerFor(shop.db, invitee).companyInvitations.accept({ token: first })).rejects.toMatchObject({ message: INVITATION_INVALID_MESSAGE });
    expect(await callerFor(shop.db, invitee).companyInvitations.accept({ token: second })).toEqual({ companyId: company.id, companyName: 'Twice Co', role: 'admin' });
  });
});

describe('accepting an invitation', () => {
  async function invite(email: string, fields: { role?: 'admin' | 'buyer'; locations?: boolean } = {}) {
    const admin = await createUser(shop.db, { role: 'admin' });
    const company = await createCompanyWithLocation(shop.db, `Co ${email}`);
    await callerFor(shop.db, admin).companyInvitations.sendForCompany({ id: company.id, email, role: fields.role ?? 'buyer', locationIds: fields.locations ? [company.locationId] : undefined });
    return { company, token: await invitationTokenFor(shop.db, email) };
  }

  it('through the link: the invited account joins with the role and locations, its e-mail becomes verified, and the link is spent', async () => {
    const { company, token } = await invite('linked@garden.com', { locations: true });
    const invitee = await createUser(shop.db, { email: 'linked@garden.com' });
    expect(await verifiedAt(invitee.id)).toBeNull();

    const preview = await shop.app.inject({ url: `/api/company-invitations/by-token?token=${token}` });
    expect(preview.json()).toEqual({ companyName: company.name, role: 'buyer', email: 'linked@garden.com' });

    const response = await postJson(shop.app, '/api/company-invitations/accept', { token }, await bearerHeaders(shop.db, invitee));
    expect(response.statusCode, response.body).toBe(200);
    expect(await companyAccessOf(shop.db, invitee.id)).toMatchObject({ companyId: company.id, role: 'buyer', locationIds: [company.locationId] });
    expect(await verifiedAt(invitee.id)).not.toBeNull();
    expect(await shop.db.selectFrom('auditLog').select(['actorId', 'target']).where('action', '=', 'company.member_joined').where('target', '=', company.id).execute()).toEqual([{ actorId: invitee.id, target: company.id }]);

    const again = await postJson(shop.app, '/api/company-invitations/accept', { token }, await bearerHeaders(shop.db, invitee));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVITATION_INVALID_MESSAGE);
    expect((await shop.app.inject({ url: `/api/company-invitations/by-token?token=${token}` })).statusCode).toBe(404);
  });

  it('the same invitation accepted twice at once joins once', async () => {
    const { company, token } = await invite('racer@garden.com');
    const invitee = await createUser(shop.db, { email: 'racer@garden.com' });
    const headers = await bearerHeaders(shop.db, invitee);
    const answers = await Promise.all([1, 2, 3].map(() => postJson(shop.app, '/api/company-invitations/accept', { token }, headers)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await shop.db.selectFrom('companyMembers').select('userId').where('companyId', '=', company.id).execute()).toEqual([{ userId: invitee.id }]);
    expect(await shop.db.selectFrom('auditLog').select('id').where('action', '=', 'company.member_joined').where('target', '=', company.id).execute()).toHaveLength(1);
  });

  it('another account cannot use the link (403), and learns nothing by trying; the invitation still works for its address', async () => {
    const { token } = await invite('rightful@garden.com');
    const stranger = await createUser(shop.db, { email: 'stranger@garden.com', verified: true });
    const response = await postJson(shop.app, '/api/company-invitations/accept', { token }, await bearerHeaders(shop.db, stranger));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(INVITATION_OTHER_EMAIL_MESSAGE);
    expect(await companyAccessOf(shop.db, stranger.id)).toBeNull();

    const invitee = await createUser(shop.db, { email: 'rightful@garden.com' });
    expect((await postJson(shop.app, '/api/company-invitations/accept', { token }, await bearerHeaders(shop.db, invitee))).statusCode).toBe(200);
  });

  it('by id only with a verified e-mail: an unverified account is refused (403) and stays out; verified, it joins', async () => {
    const { company } = await invite('byid@garden.com', { role: 'admin' });
    const invitee = await createUser(shop.db, { email: 'byid@garden.com' });
    const listed = await callerFor(shop.db, invitee).companyInvitations.mine();
    expect(listed).toMatchObject({ emailVerified: false, items: [{ companyName: company.name, role: 'admin', invitedBy: 'Test User' }] });
    const invitationId = listed.items[0]!.id;

    const refused = await postJson(shop.app, '/api/company-invitations/accept', { invitationId }, await bearerHeaders(shop.db, invitee));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(INVITATION_NEEDS_PROOF_MESSAGE);
    expect(await companyAccessOf(shop.db, invitee.id)).toBeNull();

    await shop.db.updateTable('users').set({ emailVerifiedAt: new Date() }).where('id', '=', invitee.id).execute();
    expect(await callerFor(shop.db, invitee).companyInvitations.accept({ invitationId })).toMatchObject({ companyId: company.id, role: 'admin' });
    expect((await callerFor(shop.db, invitee).companyInvitations.mine()).items).toEqual([]);
  });

  it('by id, another verified account cannot take an invitation that is not to its address', async () => {
    await invite('owner-of-id@garden.com');
    const invitation = await shop.db.selectFrom('companyInvitations').select('id').where('email', '=', 'owner-of-id@garden.com').executeTakeFirstOrThrow();
    const thief = await createUser(shop.db, { verified: true });
    await expect(callerFor(shop.db, thief).companyInvitations.accept({ invitationId: invitation.id })).rejects.toMatchObject({ message: INVITATION_INVALID_MESSAGE });
    expect(await companyAccessOf(shop.db, thief.id)).toBeNull();
  });

  it('refuses an expired invitation, and one for an account already in a company (409, the invitation kept)', async () => {
    const { token: expired } = await invite('late@garden.com');
    await shop.db.updateTable('companyInvitations').set({ expiresAt: sql`now() - interval '1 second'` }).where('email', '=', 'late@garden.com').execute();
    const late = await createUser(shop.db, { email: 'late@garden.com' });
    await expect(callerFor(shop.db, late).companyInvitations.accept({ token: expired })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: INVITATION_INVALID_MESSAGE });
    expect((await callerFor(shop.db, late).companyInvitations.mine()).items).toEqual([]);

    const { token } = await invite('joined-meanwhile@garden.com');
    const busy = await createUser(shop.db, { email: 'joined-meanwhile@garden.com' });
    const other = await createCompanyWithLocation(shop.db, 'Elsewhere');
    await addMember(shop.db, other.id, busy);
    await expect(callerFor(shop.db, busy).companyInvitations.accept({ token })).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_IN_A_COMPANY_MESSAGE });
    expect(await shop.db.selectFrom('companyInvitations').select('acceptedAt').where('email', '=', 'joined-meanwhile@garden.com').executeTakeFirstOrThrow()).toEqual({ acceptedAt: null });
  });

  it('needs a signed-in account to accept, and a well-formed token or id, not both', async () => {
    const { token } = await invite('anon@garden.com');
    expect((await postJson(shop.app, '/api/company-invitations/accept', { token })).statusCode).toBe(401);
    const someone = await createUser(shop.db, { email: 'anon@garden.com' });
    const headers = await bearerHeaders(shop.db, someone);
    expect((await postJson(shop.app, '/api/company-invitations/accept', {}, headers)).statusCode).toBe(400);
    expect((await postJson(shop.app, '/api/company-invitations/accept', { token: 'short' }, headers)).statusCode).toBe(400);
    expect((await shop.app.inject({ url: '/api/company-invitations/by-token?token=short' })).statusCode).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { ALREADY_IN_A_COMPANY_MESSAGE, APPLICATION_DECIDED_MESSAGE, APPLICATION_PENDING_MESSAGE } from '../../../src/shared/schemas/company';
import { companyAccessOf } from '../../../src/server/features/3-accounts/companies/memberships';
import { bearerHeaders } from '../../helpers/auth';
import { postJson } from '../../helpers/accounts';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { addMember, createCompanyWithLocation, mailsTo } from './invitation-fixtures';

const shop = useTestApp();

async function applicant(email: string) {
  const user = await createUser(shop.db, { email, name: 'Ivy Grower' });
  return { user, caller: callerFor(shop.db, user) };
}

describe('applying for a business account', () => {
  it('files one pending application per account (409 for a second), shown on the applicant’s page', async () => {
    const { user, caller } = await applicant('ivy@garden.com');
    const response = await postJson(shop.app, '/api/business-applications', { companyName: ' Ivy Gardens ', taxId: 'GB123', message: 'Three crews' }, await bearerHeaders(shop.db, user));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ companyName: 'Ivy Gardens', taxId: 'GB123', message: 'Three crews', status: 'pending', applicant: { userId: user.id, email: 'ivy@garden.com' } });

    await expect(caller.businessApplications.submit({ companyName: 'Ivy Two' })).rejects.toMatchObject({ code: 'CONFLICT', message: APPLICATION_PENDING_MESSAGE });
    // Two at once: the partial unique index lets one through.
    const { caller: racer } = await applicant('racer@garden.com');
    const results = await Promise.allSettled([racer.businessApplications.submit({ companyName: 'A' }), racer.businessApplications.submit({ companyName: 'B' })]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);

    expect(await caller.businessApplications.mine()).toMatchObject({ application: { companyName: 'Ivy Gardens', status: 'pending' }, company: null });
  });

  it('refuses a customer already in a company, and anybody signed out', async () => {
    const { user, caller } = await applicant('member@garden.com');
    const company = await createCompanyWithLocation(shop.db, 'Already');
    await addMember(shop.db, company.id, user);
    await expect(caller.businessApplications.submit({ companyName: 'Another' })).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_IN_A_COMPANY_MESSAGE });
    expect((await postJson(shop.app, '/api/business-applications', { companyName: 'Anon' })).statusCode).toBe(401);
    expect((await postJson(shop.app, '/api/business-applications', { companyName: '' }, await bearerHeaders(shop.db, user))).statusCode).toBe(400);
  });
});

describe('deciding an application', () => {
  it('approving creates the company with the applicant as its first company admin, mails them and writes the audit, in one step', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const { user, caller } = await applicant('approve-me@garden.com');
    const application = await caller.businessApplications.submit({ companyName: 'Approved Ltd', taxId: 'GB999' });

    const response = await postJson(shop.app, `/api/business-applications/${application.id}/approve`, {}, await bearerHeaders(shop.db, admin));
    expect(response.statusCode, response.body).toBe(200);
    const approved = response.json();
    expect(approved).toMatchObject({ status: 'approved', companyId: expect.any(String), decidedAt: expect.any(String) });
    expect(await companyAccessOf(shop.db, user.id)).toMatchObject({ companyId: approved.companyId, companyName: 'Approved Ltd', taxId: 'GB999', role: 'admin', status: 'active' });
    const [mail] = await mailsTo(shop.db, 'approve-me@garden.com', 'business-application-approved');
    expect(mail!.subject).toBe('Your Toolyard business account for Approved Ltd is open');
    const actions = await shop.db.selectFrom('auditLog').select('action').where('actorId', '=', admin.id).orderBy('id').execute();
    expect(actions.map((row) => row.action)).toEqual(['business_application.approved', 'company.created', 'company.member_joined']);
    expect(await caller.businessApplications.mine()).toMatchObject({ application: { status: 'approved' }, company: { id: approved.companyId, name: 'Approved Ltd', role: 'admin' } });
  });

  it('two admins approving at once create one company; the second is told it was decided', async () => {
    const [first, second] = await Promise.all([createUser(shop.db, { role: 'admin' }), createUser(shop.db, { role: 'admin' })]);
    const { user, caller } = await applicant('once@garden.com');
    const application = await caller.businessApplications.submit({ companyName: 'Only Once Ltd' });
    const answers = await Promise.all([first, second].map(async (admin) => postJson(shop.app, `/api/business-applications/${application.id}/approve`, {}, await bearerHeaders(shop.db, admin))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(APPLICATION_DECIDED_MESSAGE);
    expect(await shop.db.selectFrom('companies').select('id').where('name', '=', 'Only Once Ltd').execute()).toHaveLength(1);
    expect(await companyAccessOf(shop.db, user.id)).toMatchObject({ companyName: 'Only Once Ltd', role: 'admin' });
    expect(await mailsTo(shop.db, 'once@garden.com', 'business-application-approved')).toHaveLength(1);
  });

  it('an applicant who joined a company meanwhile is refused (409) and nothing is created', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const { user, caller } = await applicant('meanwhile@garden.com');
    const application = await caller.businessApplications.submit({ companyName: 'Never Made Ltd' });
    const other = await createCompanyWithLocation(shop.db, 'Joined Meanwhile');
    await addMember(shop.db, other.id, user);

    await expect(callerFor(shop.db, admin).businessApplications.approve({ id: application.id })).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_IN_A_COMPANY_MESSAGE });
    expect(await shop.db.selectFrom('companies').select('id').where('name', '=', 'Never Made Ltd').execute()).toEqual([]);
    expect(await shop.db.selectFrom('businessApplications').select('status').where('id', '=', application.id).executeTakeFirstOrThrow()).toEqual({ status: 'pending' });
    expect(await mailsTo(shop.db, 'meanwhile@garden.com', 'business-application-approved')).toEqual([]);
  });

  it('declining keeps the reason, mails it to the applicant, and lets them apply again', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const { caller } = await applicant('decline-me@garden.com');
    const application = await caller.businessApplications.submit({ companyName: 'Declined Ltd' });
    const response = await postJson(shop.app, `/api/business-applications/${application.id}/decline`, { reason: 'We could not find the company in the register.' }, await bearerHeaders(shop.db, admin));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', reason: 'We could not find the company in the register.', companyId: null });
    const [mail] = await mailsTo(shop.db, 'decline-me@garden.com', 'business-application-declined');
    expect(mail!.textBody).toContain('We could not find the company in the register.');
    expect(await shop.db.selectFrom('auditLog').select('target').where('action', '=', 'business_application.declined').execute()).toEqual([{ target: application.id }]);

    await expect(callerFor(shop.db, admin).businessApplications.approve({ id: application.id })).rejects.toMatchObject({ code: 'CONFLICT', message: APPLICATION_DECIDED_MESSAGE });
    expect((await postJson(shop.app, `/api/business-applications/${application.id}/decline`, { reason: '' }, await bearerHeaders(shop.db, admin))).statusCode).toBe(400);
    expect(await caller.businessApplications.submit({ companyName: 'Declined Ltd, again' })).toMatchObject({ status: 'pending' });
  });

  it('only shop admins list and decide; the list pages newest first and filters by status; an unknown id is 404', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const { user } = await applicant('not-an-admin@garden.com');
    const headers = await bearerHeaders(shop.db, user);
    expect((await shop.app.inject({ url: '/api/business-applications', headers })).statusCode).toBe(403);
    expect((await postJson(shop.app, '/api/business-applications/00000000-0000-4000-8000-000000000000/approve', {}, headers)).statusCode).toBe(403);
    const adminCaller = callerFor(shop.db, admin);
    await expect(adminCaller.businessApplications.approve({ id: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const all: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await adminCaller.businessApplications.list({ cursor, limit: 2 });
      all.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const expected = await shop.db.selectFrom('businessApplications').select('id').orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
    expect(all).toEqual(expected.map((row) => row.id));
    const pending = await adminCaller.businessApplications.list({ status: 'pending' });
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
  });
});

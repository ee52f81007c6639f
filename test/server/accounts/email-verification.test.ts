import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { INVALID_LINK } from '../../../src/shared/schemas/account-links';
import { browserHeaders, postJson, signUpThroughApi } from '../../helpers/accounts';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { callerFor, testConfig, useTestApp } from '../../helpers/test-app';
import { linkTokenFor, mailsTo } from '../mail/mailbox-reader';

const shop = useTestApp();

const verify = (token: string) => postJson(shop.app, '/api/auth/verify-email', { token });
const me = (token: string) => shop.app.inject({ url: '/trpc/users.me', headers: browserHeaders(token) });
const emailVerifiedOf = async (token: string) => (await me(token)).json().result.data.emailVerified as boolean;

describe('e-mail verification', () => {
  it('sign-up mails a verification link; the link proves the e-mail, and using it again still answers success', async () => {
    const { token: session } = await signUpThroughApi(shop.app, { name: 'Basil', email: 'basil@garden.com', password: 'long enough' });
    const [mail] = await mailsTo(shop.db, 'basil@garden.com', 'email-verification');
    expect(mail).toMatchObject({ subject: 'Confirm your e-mail for Toolyard', secret: true });
    expect(mail!.textBody).toContain('Hello Basil,');
    expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}\n/);
    expect(await emailVerifiedOf(session!)).toBe(false);

    const token = await linkTokenFor(shop.db, 'basil@garden.com', 'email-verification');
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await emailVerifiedOf(session!)).toBe(true);
    const verifiedAt = (await shop.db.selectFrom('users').select('emailVerifiedAt').where('email', '=', 'basil@garden.com').executeTakeFirstOrThrow()).emailVerifiedAt;

    expect((await verify(token)).statusCode).toBe(200);
    const again = await shop.db.selectFrom('users').select('emailVerifiedAt').where('email', '=', 'basil@garden.com').executeTakeFirstOrThrow();
    expect(again.emailVerifiedAt).toEqual(verifiedAt);
  });

  it('creates the account and its verification mail together: a sign-up whose mail cannot be queued leaves no account', async () => {
    // The outbox refuses this one recipient, as a database failure in the middle of the sign-up would.
    await sql`alter table mail_outbox add constraint refuse_fennel check (recipient <> 'fennel@garden.com')`.execute(shop.db);
    try {
      const { response } = await signUpThroughApi(shop.app, { email: 'fennel@garden.com', password: 'long enough' });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table mail_outbox drop constraint refuse_fennel`.execute(shop.db);
    }
    expect(await shop.db.selectFrom('users').select('id').where('email', '=', 'fennel@garden.com').executeTakeFirst()).toBeUndefined();

    const { response } = await signUpThroughApi(shop.app, { email: 'fennel@garden.com', password: 'long enough' });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(shop.db, 'fennel@garden.com', 'email-verification')).toHaveLength(1);
  });

  it('shows emailVerified on the user record', async () => {
    await signUpThroughApi(shop.app, { email: 'chive@garden.com', password: 'long enough' });
    const user = await shop.db.selectFrom('users').select(['id', 'email', 'name', 'role']).where('email', '=', 'chive@garden.com').executeTakeFirstOrThrow();
    const record = await shop.app.inject({ url: '/api/user/chive@garden.com', headers: await bearerHeaders(shop.db, user) });
    expect(record.json()).toMatchObject({ email: 'chive@garden.com', emailVerified: false });
  });

  it('refuses unknown, malformed and expired links with one message', async () => {
    await signUpThroughApi(shop.app, { email: 'dill@garden.com', password: 'long enough' });
    const token = await linkTokenFor(shop.db, 'dill@garden.com', 'email-verification');
    await shop.db.updateTable('accountTokens').set({ expiresAt: new Date(Date.now() - 1000) }).where('purpose', '=', 'email-verification').execute();
    for (const candidate of [token, 'C'.repeat(43), 'nope']) {
      const response = await verify(candidate);
      expect(response.statusCode, candidate).toBe(400);
      expect(response.json().message).toBe(INVALID_LINK);
    }
  });

  it('a reset link does not verify, nor a verification link reset', async () => {
    await signUpThroughApi(shop.app, { email: 'lovage@garden.com', password: 'long enough' });
    const token = await linkTokenFor(shop.db, 'lovage@garden.com', 'email-verification');
    expect((await postJson(shop.app, '/api/auth/reset-password', { token, password: 'taken-over!' })).statusCode).toBe(400);
    expect((await verify(token)).statusCode).toBe(200);
  });
});

describe('sending the link again', () => {
  it('mails a new link to the signed-in user; the old one stops working', async () => {
    const { token: session } = await signUpThroughApi(shop.app, { email: 'sage@garden.com', password: 'long enough' });
    const old = await linkTokenFor(shop.db, 'sage@garden.com', 'email-verification');
    const response = await postJson(shop.app, '/api/auth/resend-verification', {}, browserHeaders(session!));
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(shop.db, 'sage@garden.com', 'email-verification')).toHaveLength(2);
    const fresh = await linkTokenFor(shop.db, 'sage@garden.com', 'email-verification');

    expect((await verify(old)).statusCode).toBe(400);
    expect((await verify(fresh)).statusCode).toBe(200);

    const verified = await postJson(shop.app, '/api/auth/resend-verification', {}, browserHeaders(session!));
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('Your e-mail is already verified');
  });

  it('needs a signed-in user', async () => {
    expect((await postJson(shop.app, '/api/auth/resend-verification', {})).statusCode).toBe(401);
  });

  it('is rate-limited per address', async () => {
    const user = await createUser(shop.db, { email: 'thyme@garden.com' });
    // A window of a century: the four calls cannot straddle two windows.
    const config = testConfig();
    const caller = callerFor(shop.db, user, { ...config, rateLimits: { ...config.rateLimits, windowMs: 100 * 365 * 24 * 3_600_000 } });
    for (let n = 1; n <= 3; n++) await caller.auth.resendVerification();
    await expect(caller.auth.resendVerification()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await mailsTo(shop.db, 'thyme@garden.com', 'email-verification')).toHaveLength(3);
  });
});

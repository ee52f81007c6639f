import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_LINK, RESET_REQUESTED } from '../../../src/shared/schemas/account-links';
import { LINK_MAILS_PER_EMAIL } from '../../../src/server/features/3-accounts/accounts/email-links/link-mail-rate-limit';
import { resetPassword } from '../../../src/server/features/3-accounts/accounts/email-links/password-reset-service';
import { bearerHeaders } from '../../helpers/auth';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { postJson, signUpThroughApi, trpcMutationError } from '../../helpers/accounts';
import { buildTestApp, testConfig, useTestApp } from '../../helpers/test-app';
import { linkTokenFor, mailsTo } from '../mail/mailbox-reader';

const shop = useTestApp();

const forgot = (email: string, ip = '10.1.0.1') =>
  shop.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email }) });
const reset = (token: string, password: string) => postJson(shop.app, '/api/auth/reset-password', { token, password });
const signIn = (email: string, password: string) => postJson(shop.app, '/api/auth/sign-in', { email, password });

async function account(email: string) {
  await signUpThroughApi(shop.app, { email, password: 'old-password' });
  return shop.db.selectFrom('users').select(['id', 'email', 'name', 'role', 'emailVerifiedAt']).where('email', '=', email).executeTakeFirstOrThrow();
}

describe('asking for a password reset', () => {
  it('answers an unknown e-mail exactly as a known one, and mails only the account', async () => {
    await account('ivy@garden.com');
    const known = await forgot('IVY@garden.com');
    const unknown = await forgot('nobody@garden.com');

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: RESET_REQUESTED });

    const [mail] = await mailsTo(shop.db, 'ivy@garden.com', 'password-reset');
    expect(mail).toMatchObject({ subject: 'Reset your Toolyard password', status: 'pending', secret: true });
    expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(await mailsTo(shop.db, 'nobody@garden.com', 'password-reset')).toEqual([]);
  });

  it('stores only the SHA-256 of the token', async () => {
    const user = await account('fern@garden.com');
    await forgot('fern@garden.com');
    const token = await linkTokenFor(shop.db, 'fern@garden.com', 'password-reset');
    const stored = await shop.db.selectFrom('accountTokens').selectAll().where('userId', '=', user.id).where('purpose', '=', 'password-reset').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('refuses a malformed e-mail with 400 and the field message', async () => {
    expect(await trpcMutationError(shop.app, 'auth.forgotPassword', { email: 'not-an-email' })).toEqual({ status: 400, message: 'Enter a valid email' });
  });
});

describe('resetting the password with the link', () => {
  it('sets the new password, ends every session, proves the e-mail, and spends the link', async () => {
    const user = await account('moss@garden.com');
    const session = await bearerHeaders(shop.db, user);
    expect((await shop.app.inject({ url: '/api/auth/me', headers: session })).json().user.email).toBe('moss@garden.com');
    expect(user.emailVerifiedAt).toBeNull();

    await forgot('moss@garden.com');
    const token = await linkTokenFor(shop.db, 'moss@garden.com', 'password-reset');
    const response = await reset(token, 'brand-new-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await signIn('moss@garden.com', 'old-password')).statusCode).toBe(401);
    expect((await signIn('moss@garden.com', 'brand-new-password')).statusCode).toBe(200);
    expect((await shop.app.inject({ url: '/api/auth/me', headers: session })).statusCode).toBe(401);
    const row = await shop.db.selectFrom('users').select('emailVerifiedAt').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK);
    expect((await signIn('moss@garden.com', 'brand-new-password')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await account('sorrel@garden.com');
    await forgot('sorrel@garden.com');
    const token = await linkTokenFor(shop.db, 'sorrel@garden.com', 'password-reset');
    await shop.db.updateTable('accountTokens').set({ expiresAt: new Date(Date.now() - 1000) }).where('userId', '=', user.id).execute();
    const response = await reset(token, 'brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_LINK);
    expect((await signIn('sorrel@garden.com', 'old-password')).statusCode).toBe(200);
  });

  it('honours only the newest link', async () => {
    await account('tansy@garden.com');
    await forgot('tansy@garden.com');
    const first = await linkTokenFor(shop.db, 'tansy@garden.com', 'password-reset');
    await forgot('tansy@garden.com');
    const second = await linkTokenFor(shop.db, 'tansy@garden.com', 'password-reset');
    expect(second).not.toBe(first);
    expect((await reset(first, 'brand-new-password')).statusCode).toBe(400);
    expect((await reset(second, 'brand-new-password')).statusCode).toBe(200);
  });

  it('lets exactly one of two racing resets with the same link win', async () => {
    await account('yarrow@garden.com');
    await forgot('yarrow@garden.com');
    const token = await linkTokenFor(shop.db, 'yarrow@garden.com', 'password-reset');
    const results = await Promise.allSettled([resetPassword({ db: shop.db, config: testConfig() }, token, 'first-racer-pw'), resetPassword({ db: shop.db, config: testConfig() }, token, 'second-racer-pw')]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = results[0]!.status === 'fulfilled' ? 'first-racer-pw' : 'second-racer-pw';
    expect((await signIn('yarrow@garden.com', winner)).statusCode).toBe(200);
  });

  it('spends the link once even when its second use found it unused: that use is refused and the first password stands', async () => {
    const user = await account('vetch@garden.com');
    await forgot('vetch@garden.com');
    const token = await linkTokenFor(shop.db, 'vetch@garden.com', 'password-reset');
    // Both uses read the link as live and unused, then wait to spend it: the spend alone decides.
    const held = await holdTransaction(shop.db, (trx) =>
      trx.selectFrom('accountTokens').select('tokenHash').where('userId', '=', user.id).where('purpose', '=', 'password-reset').forUpdate().execute(),
    );
    const first = resetPassword({ db: shop.db, config: testConfig() }, token, 'first-use-pw');
    await waitForLockWaiters(shop.db, 1, 60_000);
    const second = resetPassword({ db: shop.db, config: testConfig() }, token, 'second-use-pw');
    // Both outcomes held from now on: the second use may be refused while the first is still awaited.
    const outcomes = Promise.allSettled([first, second]);
    await waitForLockWaiters(shop.db, 2, 60_000);
    await held.release();

    // The first in the queue for the row spends the link; the second sees it spent.
    const [spent, refused] = await outcomes;
    expect(spent).toEqual({ status: 'fulfilled', value: undefined });
    expect(refused.status === 'rejected' && (refused.reason as Error).message).toBe(INVALID_LINK);
    expect((await signIn('vetch@garden.com', 'first-use-pw')).statusCode).toBe(200);
    expect((await signIn('vetch@garden.com', 'second-use-pw')).statusCode).toBe(401);
  });

  it.each([
    [{ token: 'short', password: 'long enough' }, INVALID_LINK],
    [{ password: 'long enough' }, INVALID_LINK],
    [{ token: 'A'.repeat(43), password: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses %o with 400 "%s"', async (input, message) => {
    expect(await trpcMutationError(shop.app, 'auth.resetPassword', input)).toEqual({ status: 400, message });
  });

  it('refuses an unknown token without touching any account', async () => {
    const response = await reset('B'.repeat(43), 'brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_LINK);
  });
});

describe('rate limits on reset e-mails', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    // A window of a century: no test run straddles two windows, so the counts below are exact.
    const windowMs = 100 * 365 * 24 * 3_600_000;
    limited = await buildTestApp(shop.db, { config: { ...testConfig(), rateLimits: { windowMs, perEmail: 100, perIp: 4 } } });
  });
  afterAll(() => limited.close());

  const ask = (email: string, ip: string) =>
    limited.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email }) });

  it(`mails one address at most ${LINK_MAILS_PER_EMAIL} times a window, known or not, from any IP`, async () => {
    await account('rue@garden.com');
    for (let n = 1; n <= LINK_MAILS_PER_EMAIL; n++) expect((await ask('rue@garden.com', `10.2.0.${n}`)).statusCode).toBe(200);
    const blocked = await ask('rue@garden.com', '10.2.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many e-mails asked for. Please wait a minute and try again.');
    expect(await mailsTo(shop.db, 'rue@garden.com', 'password-reset')).toHaveLength(LINK_MAILS_PER_EMAIL);

    for (let n = 1; n <= LINK_MAILS_PER_EMAIL; n++) expect((await ask('ghost@garden.com', `10.2.1.${n}`)).statusCode).toBe(200);
    expect((await ask('ghost@garden.com', '10.2.1.9')).statusCode).toBe(429);
  });

  it('limits one IP across addresses', async () => {
    for (let n = 1; n <= 4; n++) expect((await ask(`walker${n}@garden.com`, '10.3.0.1')).statusCode).toBe(200);
    expect((await ask('walker5@garden.com', '10.3.0.1')).statusCode).toBe(429);
    expect((await ask('walker5@garden.com', '10.3.0.2')).statusCode).toBe(200);
  });
});

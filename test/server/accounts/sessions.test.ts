import { useTestApp } from '../../helpers/test-app';
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, createSession, sessionIdFromToken } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import { browserHeaders, sessionCookieOf } from '../../helpers/accounts';
import { createUser } from '../../helpers/factories';

const shop = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

async function sessionWithExpiry(expiresAt: Date) {
  const user = await createUser(shop.db);
  const { token } = await createSession(shop.db, user.id);
  const id = sessionIdFromToken(token);
  await shop.db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
  const row = () => shop.db.selectFrom('sessions').select('expiresAt').where('id', '=', id).executeTakeFirst();
  return { user, token, row };
}

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const user = await createUser(shop.db);
    const { token } = await createSession(shop.db, user.id);
    const rows = await shop.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
    expect(rows).toEqual([{ id: sessionIdFromToken(token) }]);
    expect(rows[0]!.id).not.toContain(token);
  });

  it('answers 401 for an expired token and deletes its row', async () => {
    const { user, token, row } = await sessionWithExpiry(new Date(Date.now() - 1000));
    const response = await shop.app.inject({ url: `/api/user/${user.email}`, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
    expect(await row()).toBeUndefined();
  });

  it('extends a session past half its life to a full 30 days and re-sends the cookie', async () => {
    const { token, row } = await sessionWithExpiry(new Date(Date.now() + 10 * DAY_MS));
    const response = await shop.app.inject({ url: '/api/auth/me', headers: browserHeaders(token) });
    expect(response.json().user).not.toBeNull();

    const expiresAt = (await row())!.expiresAt.getTime();
    expect(Math.abs(expiresAt - (Date.now() + SESSION_LIFETIME_MS))).toBeLessThan(60_000);
    const cookie = sessionCookieOf(response)!;
    expect(cookie.value).toBe(token);
    expect(Math.abs(cookie.expires!.getTime() - expiresAt)).toBeLessThan(1000);
  });

  it('leaves a fresh session alone (no cookie re-sent)', async () => {
    const { token, row } = await sessionWithExpiry(new Date(Date.now() + 25 * DAY_MS));
    const before = (await row())!.expiresAt.getTime();
    const response = await shop.app.inject({ url: '/api/auth/me', headers: browserHeaders(token) });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect((await row())!.expiresAt.getTime()).toBe(before);
  });

  it('answers 401, never 500, to unknown bearer tokens, on public and signed-in routes alike', async () => {
    for (const url of ['/api/products', '/api/auth/me', '/api/user/someone@garden.com', '/trpc/products.list']) {
      for (const authorization of ['Bearer not-a-real-token', 'Bearer ', `Bearer ${'x'.repeat(5000)}`]) {
        const response = await shop.app.inject({ url, headers: { authorization } });
        expect(response.statusCode, `${url} with ${authorization.slice(0, 20)}`).toBe(401);
      }
    }
    expect((await shop.app.inject('/api/products')).statusCode).toBe(200);
  });

  it('treats a dead cookie as signed out on public routes and clears it', async () => {
    const response = await shop.app.inject({ url: '/api/auth/me', headers: browserHeaders('no-such-session') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(sessionCookieOf(response)).toMatchObject({ value: '' });
  });

  it('answers 401 to signed-in routes without any credential', async () => {
    const response = await shop.app.inject('/api/user/someone@garden.com');
    expect(response.statusCode).toBe(401);
  });
});

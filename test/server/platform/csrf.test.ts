import { useTestApp } from '../../helpers/test-app';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { SITE_ORIGIN, cookieHeaders, postJson } from '../../helpers/accounts';
import { createUser } from '../../helpers/factories';

const shop = useTestApp();
let user: ContextUser;

beforeAll(async () => {
  user = await createUser(shop.db);
});

const update = (phone: string) => ({ user: { phone, address: '1 Garden Lane' } });
const storedPhone = async () => (await shop.db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow()).phone;

describe('cross-site request forgery', () => {
  it('refuses cookie-authenticated changes from another origin (REST and tRPC), changing nothing', async () => {
    const headers = { ...(await cookieHeaders(shop.db, user)), origin: 'https://evil.example' };
    const rest = await postJson(shop.app, '/api/update-user', update('111'), headers);
    expect(rest.statusCode).toBe(403);
    const trpc = await postJson(shop.app, '/trpc/users.update', update('111'), headers);
    expect(trpc.statusCode).toBe(403);
    expect(await storedPhone()).not.toBe('111');
  });

  it('decides on the routed path: a percent-encoded /trpc or /api is refused too', async () => {
    const headers = { ...(await cookieHeaders(shop.db, user)), origin: 'https://evil.example' };
    for (const url of ['/%74rpc/users.update', '/%61pi/update-user', '/trpc/users%2Eupdate']) {
      const response = await postJson(shop.app, url, update('333'), headers);
      expect(response.statusCode, url).not.toBe(200);
    }
    expect(await storedPhone()).not.toBe('333');
  });

  it('accepts cookie-authenticated changes from our own origin, by Origin or by Referer', async () => {
    const headers = await cookieHeaders(shop.db, user);
    expect((await postJson(shop.app, '/api/update-user', update('222'), headers)).statusCode).toBe(200);
    expect(await storedPhone()).toBe('222');

    const { origin: _origin, ...withoutOrigin } = headers;
    const byReferer = await postJson(shop.app, '/trpc/users.update', update('333'), { ...withoutOrigin, referer: `${SITE_ORIGIN}/dashboard` });
    expect(byReferer.statusCode).toBe(200);
    expect(await storedPhone()).toBe('333');
  });

  it('accepts the site reached under another name of its own host (127.0.0.1 for localhost)', async () => {
    const headers = { ...(await cookieHeaders(shop.db, user)), host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' };
    expect((await postJson(shop.app, '/api/update-user', update('777'), headers)).statusCode).toBe(200);
    expect(await storedPhone()).toBe('777');
    const spoofed = { ...headers, origin: 'http://127.0.0.1:4000' };
    expect((await postJson(shop.app, '/api/update-user', update('888'), spoofed)).statusCode).toBe(403);
  });

  it('refuses a cookie-authenticated change that names no origin at all', async () => {
    const { origin: _origin, ...headers } = await cookieHeaders(shop.db, user);
    expect((await postJson(shop.app, '/api/update-user', update('444'), headers)).statusCode).toBe(403);
  });

  it('exempts Bearer requests, which browsers never attach on their own', async () => {
    const headers = await bearerHeaders(shop.db, user);
    expect((await postJson(shop.app, '/api/update-user', update('555'), headers)).statusCode).toBe(200);
    expect((await postJson(shop.app, '/api/update-user', update('666'), { ...headers, origin: 'https://tool.example' })).statusCode).toBe(200);
    expect(await storedPhone()).toBe('666');
  });

  it('refuses sign-in posted from another site (login CSRF) but serves API clients without an Origin', async () => {
    const credentials = { email: 'nobody@garden.com', password: 'whatever1' };
    expect((await postJson(shop.app, '/api/auth/sign-in', credentials, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await postJson(shop.app, '/api/auth/sign-in', credentials)).statusCode).toBe(401);
  });

  it('leaves reads alone', async () => {
    const headers = { ...(await cookieHeaders(shop.db, user)), origin: 'https://evil.example' };
    expect((await shop.app.inject({ url: `/api/user/${user.email}`, headers })).statusCode).toBe(200);
  });
});

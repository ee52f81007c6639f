import { useTestApp } from '../../helpers/test-app';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { browserHeaders, postJson, signUpThroughApi, trpcMutationError } from '../../helpers/accounts';
import { createUser } from '../../helpers/factories';

const shop = useTestApp();
let cookieToken: string;

beforeAll(async () => {
  cookieToken = (await signUpThroughApi(shop.app, { name: 'Ivy', email: 'ivy@garden.com', password: 'climbing-plant' })).token!;
});

const profileWith = (accessToken: string) => shop.app.inject({ url: '/api/user/ivy@garden.com', headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /api/token', () => {
  it('answers an access token for e-mail and password that works as a Bearer token on the REST API', async () => {
    const response = await postJson(shop.app, '/api/token', { email: 'IVY@garden.com', password: 'climbing-plant' });
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json();
    expect(accessToken).toEqual(expect.any(String));

    const profile = await profileWith(accessToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: 'ivy@garden.com', name: 'Ivy', role: 'user' });
  });

  it('refuses a wrong password with the same 401 as sign-in', async () => {
    const response = await postJson(shop.app, '/api/token', { email: 'ivy@garden.com', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Wrong email or password');
  });

  it("answers a new token for a live session that names its own e-mail (the spec's {user:{name,email}})", async () => {
    const viaCookie = await postJson(shop.app, '/api/token', { user: { name: 'Ivy', email: 'ivy@garden.com' } }, browserHeaders(cookieToken));
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().accessToken).not.toBe(cookieToken);
    expect((await profileWith(viaCookie.json().accessToken)).statusCode).toBe(200);

    const viaBearer = await postJson(shop.app, '/api/token', { user: { email: 'Ivy@Garden.com' } }, { authorization: `Bearer ${viaCookie.json().accessToken}` });
    expect(viaBearer.statusCode).toBe(200);
  });

  it("refuses a session asking for someone else's token (403) and no session at all (401)", async () => {
    const other = await createUser(shop.db, { email: 'oak@garden.com' });
    const mismatch = await postJson(shop.app, '/api/token', { user: { email: 'oak@garden.com' } }, browserHeaders(cookieToken));
    expect(mismatch.statusCode).toBe(403);
    const asOther = await postJson(shop.app, '/api/token', { user: { email: 'ivy@garden.com' } }, await bearerHeaders(shop.db, other));
    expect(asOther.statusCode).toBe(403);
    const anonymous = await postJson(shop.app, '/api/token', { user: { email: 'ivy@garden.com' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('asks for what is missing', async () => {
    expect(await trpcMutationError(shop.app, 'auth.token', {})).toEqual({ status: 400, message: 'Email is required' });
    expect(await trpcMutationError(shop.app, 'auth.token', { email: 'ivy@garden.com' })).toEqual({ status: 400, message: 'Password is required' });
  });

  it('is revoked by signing out with it', async () => {
    const { accessToken } = (await postJson(shop.app, '/api/token', { email: 'ivy@garden.com', password: 'climbing-plant' })).json();
    const signOut = await postJson(shop.app, '/api/auth/sign-out', {}, { authorization: `Bearer ${accessToken}` });
    expect(signOut.statusCode).toBe(200);
    expect((await profileWith(accessToken)).statusCode).toBe(401);
  });
});

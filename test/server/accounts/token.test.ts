import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerHeaders } from '../../helpers/auth';
import { browserHeaders, postJson, signUpThroughApi, trpcMutationError } from '../../helpers/accounts';
import { createUser } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let cookieToken: string;

beforeAll(async () => {
  app = await buildTestApp(database.db);
  cookieToken = (await signUpThroughApi(app, { name: 'Ivy', email: 'ivy@garden.com', password: 'climbing-plant' })).token!;
});
afterAll(() => app.close());

const profileWith = (accessToken: string) => app.inject({ url: '/api/user/ivy@garden.com', headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /api/token', () => {
  it('answers an access token for e-mail and password that works as a Bearer token on the REST API', async () => {
    const response = await postJson(app, '/api/token', { email: 'IVY@garden.com', password: 'climbing-plant' });
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json();
    expect(accessToken).toEqual(expect.any(String));

    const profile = await profileWith(accessToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: 'ivy@garden.com', name: 'Ivy', role: 'user' });
  });

  it('refuses a wrong password with the same 401 as sign-in', async () => {
    const response = await postJson(app, '/api/token', { email: 'ivy@garden.com', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Wrong email or password');
  });

  it("answers a new token for a live session that names its own e-mail (the spec's {user:{name,email}})", async () => {
    const viaCookie = await postJson(app, '/api/token', { user: { name: 'Ivy', email: 'ivy@garden.com' } }, browserHeaders(cookieToken));
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().accessToken).not.toBe(cookieToken);
    expect((await profileWith(viaCookie.json().accessToken)).statusCode).toBe(200);

    const viaBearer = await postJson(app, '/api/token', { user: { email: 'Ivy@Garden.com' } }, { authorization: `Bearer ${viaCookie.json().accessToken}` });
    expect(viaBearer.statusCode).toBe(200);
  });

  it("refuses a session asking for someone else's token (403) and no session at all (401)", async () => {
    const other = await createUser(database.db, { email: 'oak@garden.com' });
    const mismatch = await postJson(app, '/api/token', { user: { email: 'oak@garden.com' } }, browserHeaders(cookieToken));
    expect(mismatch.statusCode).toBe(403);
    const asOther = await postJson(app, '/api/token', { user: { email: 'ivy@garden.com' } }, await bearerHeaders(database.db, other));
    expect(asOther.statusCode).toBe(403);
    const anonymous = await postJson(app, '/api/token', { user: { email: 'ivy@garden.com' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('asks for what is missing', async () => {
    expect(await trpcMutationError(app, 'auth.token', {})).toEqual({ status: 400, message: 'Email is required' });
    expect(await trpcMutationError(app, 'auth.token', { email: 'ivy@garden.com' })).toEqual({ status: 400, message: 'Password is required' });
  });

  it('is revoked by signing out with it', async () => {
    const { accessToken } = (await postJson(app, '/api/token', { email: 'ivy@garden.com', password: 'climbing-plant' })).json();
    const signOut = await postJson(app, '/api/auth/sign-out', {}, { authorization: `Bearer ${accessToken}` });
    expect(signOut.statusCode).toBe(200);
    expect((await profileWith(accessToken)).statusCode).toBe(401);
  });
});

import { useTestApp } from '../../helpers/test-app';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import { browserHeaders, postJson, sessionCookieOf, signUpThroughApi, trpcMutationError } from '../../helpers/accounts';

const shop = useTestApp();

describe('signing up', () => {
  it('creates a customer with a lower-case e-mail and an Argon2id hash, and signs the browser in', async () => {
    const { response, token } = await signUpThroughApi(shop.app, { name: 'Fern Gully', email: 'Fern@Garden.com', password: 'secret-rake' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Fern Gully', email: 'fern@garden.com', role: 'user' });

    const cookie = sessionCookieOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await shop.app.inject({ url: '/api/auth/me', headers: browserHeaders(token!) });
    expect(me.json().user).toMatchObject({ email: 'fern@garden.com', role: 'user' });

    const row = await shop.db.selectFrom('users').selectAll().where('email', '=', 'fern@garden.com').executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('secret-rake');
  });

  it('takes a new top-level domain and an internationalised one, and signs in with either as typed', async () => {
    for (const email of ['Rowan@Hedge.Garden', 'Joerg@Müller.de']) {
      const { response } = await signUpThroughApi(shop.app, { email, password: 'secret-rake' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe(email.toLowerCase());
      expect((await postJson(shop.app, '/api/auth/sign-in', { email, password: 'secret-rake' })).statusCode).toBe(200);
    }
  });

  it('refuses an e-mail that is taken in any letter case with 409, keeping the first account', async () => {
    await signUpThroughApi(shop.app, { email: 'taken@garden.com', password: 'first-password' });
    const again = await postJson(shop.app, '/api/auth/sign-up', { name: 'Impostor', email: 'TAKEN@Garden.com', password: 'second-password' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email already exists. Please sign in.');
    expect(sessionCookieOf(again)).toBeUndefined();

    const users = await shop.db.selectFrom('users').select(['name']).where('email', '=', 'taken@garden.com').execute();
    expect(users).toEqual([{ name: 'Test User' }]);
    expect((await postJson(shop.app, '/api/auth/sign-in', { email: 'taken@garden.com', password: 'first-password' })).statusCode).toBe(200);
    expect((await postJson(shop.app, '/api/auth/sign-in', { email: 'taken@garden.com', password: 'second-password' })).statusCode).toBe(401);
  });

  it.each([
    [{ email: 'a@b.com', password: 'long enough' }, 'Name is required'],
    [{ name: '   ', email: 'a@b.com', password: 'long enough' }, 'Name is required'],
    [{ name: 'A'.repeat(21), email: 'a@b.com', password: 'long enough' }, "Name can't be more than 20 char"],
    [{ name: 'Ann', email: '', password: 'long enough' }, 'Email is required'],
    [{ name: 'Ann', email: 'not-an-email', password: 'long enough' }, 'Enter a valid email'],
    [{ name: 'Ann', email: 'a@b.com', password: '' }, 'Password is required'],
    [{ name: 'Ann', email: 'a@b.com', password: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses %o with 400 "%s"', async (input, message) => {
    expect(await trpcMutationError(shop.app, 'auth.signUp', input)).toEqual({ status: 400, message });
    const rest = await postJson(shop.app, '/api/auth/sign-up', input);
    expect(rest.statusCode).toBe(400);
    expect(rest.json().issues[0].message).toBe(message);
  });
});

describe('signing in', () => {
  beforeAll(async () => {
    await signUpThroughApi(shop.app, { email: 'moss@garden.com', password: 'correct horse' });
  });

  it('accepts the e-mail in any letter case and sets a session cookie', async () => {
    const response = await postJson(shop.app, '/api/auth/sign-in', { email: 'MOSS@garden.COM', password: 'correct horse' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('moss@garden.com');
    const me = await shop.app.inject({ url: '/api/auth/me', headers: browserHeaders(sessionCookieOf(response)!.value) });
    expect(me.json().user.email).toBe('moss@garden.com');
  });

  it('answers a wrong password and an unknown e-mail identically with 401', async () => {
    const wrongPassword = await postJson(shop.app, '/api/auth/sign-in', { email: 'moss@garden.com', password: 'battery staple' });
    const unknownEmail = await postJson(shop.app, '/api/auth/sign-in', { email: 'nobody@garden.com', password: 'battery staple' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe('Wrong email or password');
    expect(sessionCookieOf(wrongPassword)).toBeUndefined();
  });

  it('validates the form with the spec messages', async () => {
    expect(await trpcMutationError(shop.app, 'auth.signIn', { email: '', password: 'x' })).toEqual({ status: 400, message: 'Email is required' });
    expect(await trpcMutationError(shop.app, 'auth.signIn', { email: 'moss@garden', password: 'x' })).toEqual({ status: 400, message: 'Enter a valid email' });
    expect(await trpcMutationError(shop.app, 'auth.signIn', { email: 'moss@garden.com', password: '' })).toEqual({ status: 400, message: 'Password is required' });
  });

  it('ends the session on sign-out: the row is deleted and the cookie cleared', async () => {
    const signIn = await postJson(shop.app, '/api/auth/sign-in', { email: 'moss@garden.com', password: 'correct horse' });
    const token = sessionCookieOf(signIn)!.value;
    const row = () => shop.db.selectFrom('sessions').select('id').where('id', '=', sessionIdFromToken(token)).executeTakeFirst();
    expect(await row()).toBeDefined();

    const signOut = await postJson(shop.app, '/api/auth/sign-out', {}, browserHeaders(token));
    expect(signOut.statusCode).toBe(200);
    expect(sessionCookieOf(signOut)).toMatchObject({ value: '' });
    expect(await row()).toBeUndefined();

    const me = await shop.app.inject({ url: '/api/auth/me', headers: browserHeaders(token) });
    expect(me.json()).toEqual({ user: null });
  });

  it('ends a previous cookie session when the browser signs in again', async () => {
    const first = sessionCookieOf(await postJson(shop.app, '/api/auth/sign-in', { email: 'moss@garden.com', password: 'correct horse' }))!.value;
    const second = await postJson(shop.app, '/api/auth/sign-in', { email: 'moss@garden.com', password: 'correct horse' }, browserHeaders(first));
    expect(sessionCookieOf(second)!.value).not.toBe(first);
    const stale = await shop.db.selectFrom('sessions').select('id').where('id', '=', sessionIdFromToken(first)).executeTakeFirst();
    expect(stale).toBeUndefined();
  });
});

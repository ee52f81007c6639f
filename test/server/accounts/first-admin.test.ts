import { describe, expect, it } from 'vitest';
import { bootstrapData } from '../../../src/server/bootstrap-data';
import { hashPassword } from '../../../src/server/features/3-accounts/accounts/passwords';
import { browserHeaders, postJson, sessionCookieOf, signUpThroughApi } from '../../helpers/accounts';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { shopPorts } from '../../../src/server/feature-ports';

const shop = useTestApp();

const admins = () => shop.db.selectFrom('users').select(['email', 'role']).where('role', '=', 'admin').orderBy('email').execute();
const signIn = (email: string, password: string) => postJson(shop.app, '/api/auth/sign-in', { email, password });

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('does nothing when they are not set', async () => {
    await bootstrapData({ db: shop.db, ports: shopPorts, config: testConfig() });
    expect(await admins()).toEqual([]);
  });

  it('is created at start, and starting again changes nothing', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'Head.Gardener@Garden.com', ADMIN_PASSWORD: 'admin-password' });
    await bootstrapData({ db: shop.db, ports: shopPorts, config });
    await bootstrapData({ db: shop.db, ports: shopPorts, config });

    expect(await admins()).toEqual([{ email: 'head.gardener@garden.com', role: 'admin' }]);
    const response = await signIn('head.gardener@garden.com', 'admin-password');
    expect(response.json().user).toMatchObject({ role: 'admin' });
    const log = await shop.db.selectFrom('auditLog').select(['action', 'target']).execute();
    expect(log).toEqual([{ action: 'admin.bootstrap.create', target: 'head.gardener@garden.com' }]);
  });

  it("takes over an existing user's account: ADMIN_PASSWORD replaces theirs and their sessions end", async () => {
    // Anyone may have signed up with the address before the operator set ADMIN_EMAIL.
    const stranger = await signUpThroughApi(shop.app, { email: 'pat@garden.com', password: 'strangers-password' });
    const config = testConfig({ ADMIN_EMAIL: 'pat@garden.com', ADMIN_PASSWORD: 'env-password' });
    await bootstrapData({ db: shop.db, ports: shopPorts, config });

    expect(await admins()).toContainEqual({ email: 'pat@garden.com', role: 'admin' });
    expect((await signIn('pat@garden.com', 'strangers-password')).statusCode).toBe(401);
    expect((await signIn('pat@garden.com', 'env-password')).json().user.role).toBe('admin');
    const me = await shop.app.inject({ url: '/api/auth/me', headers: browserHeaders(stranger.token!) });
    expect(me.json().user).toBeNull();
    const promotions = await shop.db.selectFrom('auditLog').select('action').where('target', '=', 'pat@garden.com').execute();
    expect(promotions).toEqual([{ action: 'admin.bootstrap.promote' }]);
  });

  it('leaves an account that is already an admin alone, password and sessions included', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'rowan@garden.com', ADMIN_PASSWORD: 'first-password' });
    await bootstrapData({ db: shop.db, ports: shopPorts, config });
    await shop.db.updateTable('users').set({ passwordHash: await hashPassword('chosen-later') }).where('email', '=', 'rowan@garden.com').execute();
    const session = await signIn('rowan@garden.com', 'chosen-later');

    await bootstrapData({ db: shop.db, ports: shopPorts, config });
    expect((await signIn('rowan@garden.com', 'chosen-later')).statusCode).toBe(200);
    const me = await shop.app.inject({ url: '/api/auth/me', headers: browserHeaders(sessionCookieOf(session)!.value) });
    expect(me.json().user.email).toBe('rowan@garden.com');
  });
});

import { describe, expect, it } from 'vitest';
import { bootstrapData } from '../../../src/server/bootstrap-data';
import { postJson, signUpThroughApi } from '../../helpers/accounts';
import { testConfig, useTestApp } from '../../helpers/test-app';

const shop = useTestApp();

const admins = () => shop.db.selectFrom('users').select(['email', 'role']).where('role', '=', 'admin').orderBy('email').execute();
const signIn = (email: string, password: string) => postJson(shop.app, '/api/auth/sign-in', { email, password });

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('does nothing when they are not set', async () => {
    await bootstrapData({ db: shop.db, config: testConfig() });
    expect(await admins()).toEqual([]);
  });

  it('is created at start, and starting again changes nothing', async () => {
    const config = testConfig({ ADMIN_EMAIL: 'Head.Gardener@Garden.com', ADMIN_PASSWORD: 'admin-password' });
    await bootstrapData({ db: shop.db, config });
    await bootstrapData({ db: shop.db, config });

    expect(await admins()).toEqual([{ email: 'head.gardener@garden.com', role: 'admin' }]);
    const response = await signIn('head.gardener@garden.com', 'admin-password');
    expect(response.json().user).toMatchObject({ role: 'admin' });
    const log = await shop.db.selectFrom('auditLog').select(['action', 'target']).execute();
    expect(log).toEqual([{ action: 'admin.bootstrap.create', target: 'head.gardener@garden.com' }]);
  });

  it('promotes an existing user without touching their password', async () => {
    await signUpThroughApi(shop.app, { email: 'pat@garden.com', password: 'pats-own-password' });
    const config = testConfig({ ADMIN_EMAIL: 'pat@garden.com', ADMIN_PASSWORD: 'env-password' });
    await bootstrapData({ db: shop.db, config });
    await bootstrapData({ db: shop.db, config });

    expect(await admins()).toContainEqual({ email: 'pat@garden.com', role: 'admin' });
    expect((await signIn('pat@garden.com', 'pats-own-password')).json().user.role).toBe('admin');
    expect((await signIn('pat@garden.com', 'env-password')).statusCode).toBe(401);
    const promotions = await shop.db.selectFrom('auditLog').select('action').where('target', '=', 'pat@garden.com').execute();
    expect(promotions).toEqual([{ action: 'admin.bootstrap.promote' }]);
  });
});

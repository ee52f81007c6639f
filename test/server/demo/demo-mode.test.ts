import { describe, expect, it } from 'vitest';
import { bootstrapData } from '../../../src/server/bootstrap-data';
import { loadConfig } from '../../../src/server/config';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_CUSTOMER } from '../../../src/server/features/3-accounts/accounts/demo-accounts';
import { browserHeaders, postJson, sessionCookieOf } from '../../helpers/accounts';
import { buildTestApp, PRODUCTION_ENV, testConfig, useTestApp } from '../../helpers/test-app';
import { shopPorts } from '../../../src/server/feature-ports';

const shop = useTestApp();
const signIn = (email: string, password: string) => postJson(shop.app, '/api/auth/sign-in', { email, password });

describe('demo mode', () => {
  it('is off in production on the embedded database unless DEMO_MODE=true, so no admin password is published', async () => {
    const production = loadConfig({ ...PRODUCTION_ENV, LOG_LEVEL: 'silent' });
    expect(production.embeddedDatabase).toBe(true);
    const app = await buildTestApp(shop.db, { config: { ...production, rateLimits: testConfig().rateLimits } });
    const siteConfig = await app.inject('/api/site-config');
    await app.close();
    expect(siteConfig.json()).toMatchObject({ demoMode: false, demoAdmin: null });
    expect(siteConfig.body).not.toContain(DEMO_ADMIN.password);
  });

  it('retires the demo logins (password and sessions) when the server starts with it off', async () => {
    await bootstrapData({ db: shop.db, ports: shopPorts, config: testConfig({ DEMO_MODE: 'true' }) });
    const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(admin.statusCode).toBe(200);
    expect((await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
    expect((await signIn(DEMO_BUYER.email, DEMO_BUYER.password)).statusCode).toBe(200);

    await bootstrapData({ db: shop.db, ports: shopPorts, config: testConfig({ DEMO_MODE: 'false' }) });
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(401);
    expect((await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(401);
    expect((await signIn(DEMO_BUYER.email, DEMO_BUYER.password)).statusCode).toBe(401);
    const me = await shop.app.inject({ url: '/api/auth/me', headers: browserHeaders(sessionCookieOf(admin)!.value) });
    expect(me.json().user).toBeNull();
    // The catalogue and the history stay.
    expect((await shop.app.inject('/api/products')).json().length).toBeGreaterThan(0);

    // Demo mode on again gives the published passwords back.
    await bootstrapData({ db: shop.db, ports: shopPorts, config: testConfig({ DEMO_MODE: 'true' }) });
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_REVIEWERS } from '../../../src/server/features/3-accounts/accounts/demo-accounts';
import { seedDemoData } from '../../../src/server/features/8-demo/demo/seed-demo-data';
import { DEMO_ADMIN_ROLES_MESSAGE } from '../../../src/server/features/3-accounts/accounts/roles-service';
import type { ContextUser } from '../../../src/server/services';
import { postJson } from '../../helpers/accounts';
import { createUser } from '../../helpers/factories';
import { callerFor, testConfig, useTestApp } from '../../helpers/test-app';
import { linkTokenFor } from '../mail/mailbox-reader';
import { rest } from '../../helpers/admin-helpers';

const shop = useTestApp({ config: testConfig({ DEMO_MODE: 'true' }) });
let demoAdmin: ContextUser;
let realAdmin: ContextUser;
let visitor: ContextUser;

const userOf = (email: string) => shop.db.selectFrom('users').select(['id', 'email', 'name', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
const roleOf = async (email: string) => (await userOf(email)).role;
const put = (action: 'make-admin' | 'remove-admin', target: string) => ({ method: 'PUT' as const, url: `/api/${action}/${DEMO_ADMIN.email}`, body: { email: target } });

beforeAll(async () => {
  await seedDemoData(shop.db);
  demoAdmin = await userOf(DEMO_ADMIN.email);
  realAdmin = await createUser(shop.db, { name: 'Owner', email: 'owner@garden.com', role: 'admin' });
  visitor = await createUser(shop.db, { name: 'Visitor', email: 'visitor@garden.com' });
});

describe('a demo admin and the roles of real accounts', () => {
  it('cannot promote a visitor or demote the real admin, through REST or tRPC: 409 with the reason, never a 403 that signs the admin out', async () => {
    for (const [call, target] of [
      [put('make-admin', visitor.email), visitor.email],
      [put('remove-admin', realAdmin.email), realAdmin.email],
    ] as const) {
      const response = await rest(shop.app, shop.db, call, demoAdmin);
      expect(response.statusCode, call.url).toBe(409);
      expect(response.json().message, call.url).toBe(DEMO_ADMIN_ROLES_MESSAGE);
      expect(await roleOf(target)).toBe(target === visitor.email ? 'user' : 'admin');
    }
    const caller = callerFor(shop.db, demoAdmin);
    await expect(caller.roles.makeAdmin({ adminEmail: DEMO_ADMIN.email, email: visitor.email })).rejects.toMatchObject({ code: 'CONFLICT', message: DEMO_ADMIN_ROLES_MESSAGE });
    await expect(caller.roles.removeAdmin({ adminEmail: DEMO_ADMIN.email, email: realAdmin.email })).rejects.toMatchObject({ code: 'CONFLICT', message: DEMO_ADMIN_ROLES_MESSAGE });
    expect(await roleOf(visitor.email)).toBe('user');
    expect(await roleOf(realAdmin.email)).toBe('admin');
  });

  it("may still change the demo accounts' roles; a demo customer it promoted is fenced in the same way", async () => {
    expect((await rest(shop.app, shop.db, put('make-admin', DEMO_CUSTOMER.email), demoAdmin)).json()).toEqual({ modifiedCount: 1 });
    const promoted = await userOf(DEMO_CUSTOMER.email);
    const asCustomer = await rest(shop.app, shop.db, { method: 'PUT', url: `/api/make-admin/${DEMO_CUSTOMER.email}`, body: { email: visitor.email } }, promoted);
    expect([asCustomer.statusCode, asCustomer.json().message]).toEqual([409, DEMO_ADMIN_ROLES_MESSAGE]);
    expect(await roleOf(visitor.email)).toBe('user');
    expect((await rest(shop.app, shop.db, put('remove-admin', DEMO_CUSTOMER.email), demoAdmin)).json()).toEqual({ modifiedCount: 1 });
    expect((await rest(shop.app, shop.db, put('make-admin', DEMO_REVIEWERS[0].email), demoAdmin)).statusCode).toBe(200);
  });

  it('leaves a real admin free to change any role', async () => {
    expect((await rest(shop.app, shop.db, { method: 'PUT', url: `/api/make-admin/${realAdmin.email}`, body: { email: visitor.email } }, realAdmin)).statusCode).toBe(200);
    expect(await roleOf(visitor.email)).toBe('admin');
  });
});

describe("the demo admin's password", () => {
  it('cannot be changed with a reset link while demo mode is on, through REST or tRPC', async () => {
    expect((await postJson(shop.app, '/api/auth/forgot-password', { email: DEMO_ADMIN.email })).statusCode).toBe(200);
    const token = await linkTokenFor(shop.db, DEMO_ADMIN.email, 'password-reset');
    const refused = await postJson(shop.app, '/api/auth/reset-password', { token, password: 'locked-you-out' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/demo accounts' passwords cannot be changed/);
    await expect(callerFor(shop.db, null, testConfig({ DEMO_MODE: 'true' })).auth.resetPassword({ token, password: 'locked-you-out' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await postJson(shop.app, '/api/auth/sign-in', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).statusCode).toBe(200);
  });

  it('can be reset with its link out of demo mode (the logins are retired there, not fixed)', async () => {
    const token = await linkTokenFor(shop.db, DEMO_ADMIN.email, 'password-reset');
    await callerFor(shop.db, null, testConfig({ DEMO_MODE: 'false' })).auth.resetPassword({ token, password: 'a private one now' });
    expect((await postJson(shop.app, '/api/auth/sign-in', { email: DEMO_ADMIN.email, password: 'a private one now' })).statusCode).toBe(200);
  });
});

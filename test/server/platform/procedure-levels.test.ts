import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../src/server/errors/app-error';
import { validateSessionToken } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import type { ContextUser } from '../../../src/server/services';
import { NOT_YOUR_EMAIL, assertPathEmail } from '../../../src/server/trpc/path-email';
import { adminProcedure, createCallerFactory, customerProcedure, publicProcedure, router } from '../../../src/server/trpc/trpc';
import { bearerHeaders } from '../../helpers/auth';
import { createSession } from '../../../src/server/features/3-accounts/accounts/sessions/sessions';
import { createUser } from '../../helpers/factories';
import { testConfig, useTestApp } from '../../helpers/test-app';
import { shopPorts } from '../../../src/server/feature-ports';

const shop = useTestApp();

const levels = router({
  open: publicProcedure.input(z.void()).query(() => 'open'),
  customer: customerProcedure.input(z.void()).query(({ ctx }) => ctx.user.email),
  admin: adminProcedure.input(z.void()).query(({ ctx }) => ctx.user.email),
  missing: publicProcedure.input(z.void()).query((): string => {
    throw new AppError('not-found', 'No such thing');
  }),
});
const callerOf = (user: ContextUser | null) => createCallerFactory(levels)({ db: shop.db, ports: shopPorts, config: testConfig(), user, sessionId: null });

const ann: ContextUser = { id: '00000000-0000-4000-8000-000000000001', email: 'ann@garden.com', name: 'Ann', role: 'user' };
const eve: ContextUser = { id: '00000000-0000-4000-8000-000000000002', email: 'eve@garden.com', name: 'Eve', role: 'admin' };

describe('procedure levels', () => {
  it.each([
    ['anonymous', null, { open: 'open', customer: 'UNAUTHORIZED', admin: 'UNAUTHORIZED' }],
    ['customer', ann, { open: 'open', customer: ann.email, admin: 'FORBIDDEN' }],
    ['admin', eve, { open: 'open', customer: eve.email, admin: eve.email }],
  ] as const)('%s', async (_who, user, expected) => {
    const caller = callerOf(user);
    for (const [procedure, outcome] of Object.entries(expected) as Array<[keyof typeof expected, string]>) {
      const result = await caller[procedure]().catch((error: { code: string }) => error.code);
      expect(result, procedure).toBe(outcome);
    }
  });

  it("maps a service's AppError to the matching tRPC error", async () => {
    await expect(callerOf(null).missing()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'No such thing' });
  });

  it('reads the role from the database on every request: a demoted admin loses admin rights at once', async () => {
    const admin = await createUser(shop.db, { role: 'admin' });
    const { token } = await createSession(shop.db, admin.id);
    expect((await validateSessionToken(shop.db, token))?.user.role).toBe('admin');
    await shop.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.id).execute();
    expect((await validateSessionToken(shop.db, token))?.user.role).toBe('user');
  });
});

describe('the path e-mail rule', () => {
  it.each([
    ['own e-mail, own rule', ann, ann.email, 'own', true],
    ["another's e-mail, own rule", ann, 'bob@garden.com', 'own', false],
    ["an admin naming another's e-mail, own rule", eve, 'bob@garden.com', 'own', false],
    ['own e-mail, or-admin rule', ann, ann.email, 'or-admin', true],
    ["another's e-mail, or-admin rule", ann, 'bob@garden.com', 'or-admin', false],
    ["an admin naming another's e-mail, or-admin rule", eve, 'bob@garden.com', 'or-admin', true],
  ] as const)('%s', (_case, caller, email, rule, allowed) => {
    const check = () => assertPathEmail(caller, email, rule);
    if (allowed) expect(check).not.toThrow();
    else expect(check).toThrow(new AppError('forbidden', NOT_YOUR_EMAIL));
  });

  it('answers 403 with the one message on every REST path that carries an e-mail', async () => {
    const customer = await createUser(shop.db);
    const headers = { ...(await bearerHeaders(shop.db, customer)), 'content-type': 'application/json' };
    const calls = [
      { method: 'GET' as const, url: '/api/order/someone%40garden.com' },
      { method: 'GET' as const, url: '/api/user/someone%40garden.com' },
      { method: 'POST' as const, url: '/api/add-review/someone%40garden.com', payload: JSON.stringify({ reviewInformation: { rating: 5, review: 'Great' } }) },
    ];
    for (const call of calls) {
      const response = await shop.app.inject({ ...call, headers });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().message, call.url).toBe(NOT_YOUR_EMAIL);
    }
  });
});

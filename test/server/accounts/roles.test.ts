import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_EMAIL } from '../../../src/server/trpc/path-email';
import type { ContextUser } from '../../../src/server/services';
import { NO_LONGER_ADMIN_MESSAGE, OWN_ROLE_MESSAGE } from '../../../src/server/features/3-accounts/accounts/roles-service';
import { bearerHeaders } from '../../helpers/auth';
import { createUser } from '../../helpers/factories';
import { holdTransaction, waitForLockWaiters } from '../../helpers/locks';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { auditEntriesAbout, rest, type RestCall } from '../../helpers/admin-helpers';

const shop = useTestApp();
let boss: ContextUser;
let customer: ContextUser;

beforeAll(async () => {
  boss = await createUser(shop.db, { name: 'Boss', email: 'boss@garden.com', role: 'admin' });
  customer = await createUser(shop.db, { name: 'Basil', email: 'basil@garden.com' });
});

const roleOf = async (email: string) => (await shop.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;
const makeAdmin = (admin: string, target: string): RestCall => ({ method: 'PUT', url: `/api/make-admin/${admin}`, body: { email: target } });
const removeAdmin = (admin: string, target: string): RestCall => ({ method: 'PUT', url: `/api/remove-admin/${admin}`, body: { email: target } });

describe('who may call the role procedures', () => {
  it('answers anonymous 401, a customer 403, an admin 200, and 403 for a path e-mail that is not the caller', async () => {
    const target = await createUser(shop.db, { email: 'matrix@garden.com' });
    const cases: Array<[string, RestCall, ContextUser | null, number]> = [
      ['list, anonymous', { method: 'GET', url: '/api/users' }, null, 401],
      ['list, customer', { method: 'GET', url: '/api/users' }, customer, 403],
      ['list, admin', { method: 'GET', url: '/api/users' }, boss, 200],
      ['make, anonymous', makeAdmin(boss.email, target.email), null, 401],
      ['make, customer under their own e-mail', makeAdmin(customer.email, target.email), customer, 403],
      ["make, admin under someone else's e-mail", makeAdmin('other.admin@garden.com', target.email), boss, 403],
      ['make, admin', makeAdmin(boss.email, target.email), boss, 200],
      ['remove, anonymous', removeAdmin(boss.email, target.email), null, 401],
      ['remove, customer under their own e-mail', removeAdmin(customer.email, target.email), customer, 403],
      ["remove, admin under someone else's e-mail", removeAdmin('other.admin@garden.com', target.email), boss, 403],
      ['remove, admin', removeAdmin(boss.email, target.email), boss, 200],
    ];
    for (const [name, call, as, status] of cases) {
      const response = await rest(shop.app, shop.db, call, as);
      expect(response.statusCode, name).toBe(status);
      if (name.includes("someone else's")) expect(response.json().message, name).toBe(NOT_YOUR_EMAIL);
    }
    expect(await roleOf(target.email)).toBe('user');
  });
});

describe('GET /api/users', () => {
  it("lists every user except the caller as the spec's plain array, by e-mail, with roles", async () => {
    const response = await rest(shop.app, shop.db, { method: 'GET', url: '/api/users' }, boss);
    expect(response.statusCode).toBe(200);
    const users = response.json() as Array<{ email: string; role: string; name: string }>;
    const emails = users.map((user) => user.email);
    expect(emails).not.toContain(boss.email);
    expect(emails).toContain(customer.email);
    expect(emails).toEqual([...emails].sort());
    expect(users.find((user) => user.email === customer.email)).toMatchObject({ name: 'Basil', role: 'user' });
  });

  it('searches names and e-mails case-insensitively, taking % and _ literally', async () => {
    await createUser(shop.db, { name: '100% Oak', email: 'oak@timber.com' });
    await createUser(shop.db, { name: 'Ash_Tree', email: 'ash@timber.com' });
    await createUser(shop.db, { name: 'Ashxtree', email: 'ashx@timber.com' });
    const search = async (text: string) => {
      const response = await rest(shop.app, shop.db, { method: 'GET', url: `/api/users?search=${encodeURIComponent(text)}` }, boss);
      expect(response.statusCode, text).toBe(200);
      return (response.json() as Array<{ email: string }>).map((user) => user.email);
    };
    expect(await search('TIMBER')).toEqual(['ash@timber.com', 'ashx@timber.com', 'oak@timber.com']);
    expect(await search('basil')).toEqual(['basil@garden.com']);
    expect(await search('%')).toEqual(['oak@timber.com']);
    expect(await search('h_t')).toEqual(['ash@timber.com']);
    expect(await search('nobody-here')).toEqual([]);
  });

  it('gives the web client pages that neither overlap nor skip', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const page = await callerFor(shop.db, boss).roles.usersPage({ limit: 2, cursor });
      expect(page.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.users.map((user) => user.email));
      if (!page.next) break;
      cursor = page.next;
    }
    const all = (await callerFor(shop.db, boss).roles.users({})).map((user) => user.email);
    expect(seen).toEqual(all);
  });
});

describe('make-admin and remove-admin', () => {
  it('grants and revokes the role, audits both with before and after, and counts only real changes', async () => {
    const fern = await createUser(shop.db, { email: 'fern@garden.com' });
    const make = () => rest(shop.app, shop.db, makeAdmin('Boss%40Garden.com', 'FERN@garden.com'), boss);
    expect((await make()).json()).toEqual({ modifiedCount: 1 });
    expect(await roleOf(fern.email)).toBe('admin');
    expect((await make()).json()).toEqual({ modifiedCount: 0 });

    const remove = () => rest(shop.app, shop.db, removeAdmin(boss.email, fern.email), boss);
    expect((await remove()).json()).toEqual({ modifiedCount: 1 });
    expect(await roleOf(fern.email)).toBe('user');
    expect((await remove()).json()).toEqual({ modifiedCount: 0 });

    expect(await auditEntriesAbout(shop.db, fern.email)).toEqual([
      { actorId: boss.id, actorEmail: boss.email, action: 'role.granted', target: fern.email, before: { role: 'user' }, after: { role: 'admin' } },
      { actorId: boss.id, actorEmail: boss.email, action: 'role.revoked', target: fern.email, before: { role: 'admin' }, after: { role: 'user' } },
    ]);
  });

  it("takes effect on the target's very next request, without signing them out", async () => {
    const ivy = await createUser(shop.db, { email: 'ivy@garden.com', role: 'admin' });
    const headers = await bearerHeaders(shop.db, ivy);
    expect((await shop.app.inject({ url: '/api/users', headers })).statusCode).toBe(200);
    await rest(shop.app, shop.db, removeAdmin(boss.email, ivy.email), boss);
    expect((await shop.app.inject({ url: '/api/users', headers })).statusCode).toBe(403);
    expect((await shop.app.inject({ url: `/api/user/${ivy.email}`, headers })).statusCode).toBe(200);
  });

  it("refuses one's own role with a 400 that says why, so the last admin always stays", async () => {
    for (const call of [removeAdmin(boss.email, boss.email), makeAdmin(boss.email, 'BOSS@garden.com')]) {
      const response = await rest(shop.app, shop.db, call, boss);
      expect(response.statusCode, call.url).toBe(400);
      expect(response.json().message).toBe(OWN_ROLE_MESSAGE);
    }
    expect(await roleOf(boss.email)).toBe('admin');
  });

  it('answers 404 for an unknown user and 400 for a body without a valid e-mail', async () => {
    expect((await rest(shop.app, shop.db, makeAdmin(boss.email, 'nobody@garden.com'), boss)).statusCode).toBe(404);
    for (const body of [{}, { email: 'not-an-email' }, { email: 42 }]) {
      const response = await rest(shop.app, shop.db, { method: 'PUT', url: `/api/make-admin/${boss.email}`, body }, boss);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await rest(shop.app, shop.db, makeAdmin('not-an-email', customer.email), boss)).statusCode).toBe(400);
  });
});

describe('two admins demoting each other at once', () => {
  const adminsLeft = async (ids: string[]) =>
    (await shop.db.selectFrom('users').select('id').where('id', 'in', ids).where('role', '=', 'admin').execute()).length;

  it('leaves exactly one of them an admin when both wait on the same moment', async () => {
    const rose = await createUser(shop.db, { email: 'rose@garden.com', role: 'admin' });
    const thyme = await createUser(shop.db, { email: 'thyme@garden.com', role: 'admin' });
    // Hold the admins' rows so both demotions are waiting inside their transactions together.
    const holder = await holdTransaction(shop.db, (trx) => trx.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute());
    // Settled from the start: one may be refused while the release is still awaited.
    const settling = Promise.allSettled([
      callerFor(shop.db, rose).roles.removeAdmin({ adminEmail: rose.email, email: thyme.email }),
      callerFor(shop.db, thyme).roles.removeAdmin({ adminEmail: thyme.email, email: rose.email }),
    ]);
    await waitForLockWaiters(shop.db, 2);
    await holder.release();
    const results = await settling;

    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([{ modifiedCount: 1 }]);
    expect(results.filter((r) => r.status === 'rejected').map((r) => [r.reason.code, r.reason.message])).toEqual([['FORBIDDEN', NO_LONGER_ADMIN_MESSAGE]]);
    expect(await adminsLeft([rose.id, thyme.id])).toBe(1);
    expect((await auditEntriesAbout(shop.db, rose.email)).length + (await auditEntriesAbout(shop.db, thyme.email)).length).toBe(1);
  });

  it('never leaves the shop without an admin, over many rounds of unsynchronised mutual demotions', async () => {
    for (let round = 0; round < 10; round++) {
      const a = await createUser(shop.db, { role: 'admin' });
      const b = await createUser(shop.db, { role: 'admin' });
      await Promise.allSettled([
        callerFor(shop.db, a).roles.removeAdmin({ adminEmail: a.email, email: b.email }),
        callerFor(shop.db, b).roles.removeAdmin({ adminEmail: b.email, email: a.email }),
      ]);
      expect(await adminsLeft([a.id, b.id]), `round ${round}`).toBe(1);
    }
  });
});

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../src/server/features/1-platform/audit/audit-log-repository';
import type { ContextUser } from '../../../src/server/services';
import { createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { rest } from '../../helpers/admin-helpers';

const shop = useTestApp();
let boss: ContextUser;
let deputy: ContextUser;
let customer: ContextUser;

interface Entry {
  id: string;
  actor: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  at: string;
}

beforeAll(async () => {
  boss = await createUser(shop.db, { email: 'boss@garden.com', role: 'admin' });
  deputy = await createUser(shop.db, { email: 'deputy@garden.com', role: 'admin' });
  customer = await createUser(shop.db, { email: 'basil@garden.com' });
});

const auditLog = async (query = '', as: ContextUser = boss) => rest(shop.app, shop.db, { method: 'GET', url: `/api/audit-log${query}` }, as);
const entriesOf = async (query = '') => {
  const response = await auditLog(query);
  expect(response.statusCode, query).toBe(200);
  return response.json() as { entries: Entry[]; next: string | null };
};

describe('who may read the audit log', () => {
  it('answers anonymous 401, a customer 403 and an admin 200', async () => {
    expect((await rest(shop.app, shop.db, { method: 'GET', url: '/api/audit-log' }, null)).statusCode).toBe(401);
    expect((await auditLog('', customer)).statusCode).toBe(403);
    expect((await auditLog('', boss)).statusCode).toBe(200);
  });
});

describe('GET /api/audit-log', () => {
  it('shows the entries role changes wrote: actor, action, target, before, after and time, newest first', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await callerFor(shop.db, boss).roles.makeAdmin({ adminEmail: boss.email, email: customer.email });
    await callerFor(shop.db, deputy).roles.removeAdmin({ adminEmail: deputy.email, email: customer.email });

    const { entries } = await entriesOf(`?from=${encodeURIComponent(since)}`);
    expect(entries.map(({ actor, action, target, before, after }) => ({ actor, action, target, before, after }))).toEqual([
      { actor: deputy.email, action: 'role.revoked', target: customer.email, before: { role: 'admin' }, after: { role: 'user' } },
      { actor: boss.email, action: 'role.granted', target: customer.email, before: { role: 'user' }, after: { role: 'admin' } },
    ]);
    for (const entry of entries) expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(Date.parse(since));
  });

  it('gives back the recorded values exactly as they were written, keys included', async () => {
    const snapshot = { _id: 'p-1', productName: 'Spade', minimum_order: 2, nested: { some_key: [1, { _x: true }] } };
    await recordAudit(shop.db, { id: boss.id, email: boss.email }, { action: 'product.updated', target: 'exact-keys', before: snapshot, after: { ...snapshot, _id: 'p-2' } });
    const { entries } = await entriesOf('?action=product.updated');
    const entry = entries.find((e) => e.target === 'exact-keys');
    expect(entry?.before).toEqual(snapshot);
    expect(entry?.after).toEqual({ ...snapshot, _id: 'p-2' });
  });

  it('filters by actor, action and time, and walks pages by cursor without overlap', async () => {
    for (let i = 0; i < 5; i++) await recordAudit(shop.db, { id: boss.id, email: boss.email }, { action: 'product.added', target: `product-${i}` });
    await recordAudit(shop.db, { id: deputy.id, email: deputy.email }, { action: 'product.added', target: 'deputy-product' });

    const bossAdds = await entriesOf(`?actor=${encodeURIComponent('BOSS@garden.com')}&action=product.added`);
    expect(bossAdds.entries.map((entry) => entry.target)).toEqual(['product-4', 'product-3', 'product-2', 'product-1', 'product-0']);

    const targets: Array<string | null> = [];
    let query = '?action=product.added&limit=2';
    for (let pages = 0; pages < 10; pages++) {
      const page = await entriesOf(query);
      targets.push(...page.entries.map((entry) => entry.target));
      if (!page.next) break;
      query = `?action=product.added&limit=2&cursor=${page.next}`;
    }
    expect(targets).toEqual(['deputy-product', 'product-4', 'product-3', 'product-2', 'product-1', 'product-0']);

    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await entriesOf(`?from=${encodeURIComponent(future)}`)).entries).toEqual([]);
    expect((await entriesOf(`?to=${encodeURIComponent(new Date(0).toISOString())}`)).entries).toEqual([]);
  });

  it.each([
    ['an unknown action', '?action=product.stolen'],
    ['an actor that is no e-mail', '?actor=nobody'],
    ['a cursor that is no id', '?cursor=abc'],
    ['a cursor too long to be an id', `?cursor=${'9'.repeat(40)}`],
    ['a date that does not parse', '?from=yesterday'],
    ['an end before the start', '?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z'],
    ['a page size out of range', '?limit=1000'],
  ])('refuses %s with a 400', async (_case, query) => {
    expect((await auditLog(query)).statusCode).toBe(400);
  });
});

describe('the audit log is append-only in the database itself', () => {
  it('refuses UPDATE, DELETE and TRUNCATE from the app’s own connection, and keeps every entry', async () => {
    await recordAudit(shop.db, { id: boss.id, email: boss.email }, { action: 'order.shipped', target: 'kept' });
    const count = async () => (await shop.db.selectFrom('auditLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();

    await expect(shop.db.updateTable('auditLog').set({ target: 'forged' }).where('target', '=', 'kept').execute()).rejects.toThrow(/append-only/);
    await expect(shop.db.deleteFrom('auditLog').where('target', '=', 'kept').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(shop.db)).rejects.toThrow(/append-only/);

    expect(await count()).toBe(before);
    expect(await shop.db.selectFrom('auditLog').select('target').where('target', '=', 'kept').execute()).toEqual([{ target: 'kept' }]);
  });
});

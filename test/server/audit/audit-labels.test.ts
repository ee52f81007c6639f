import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../src/server/features/1-platform/audit/audit-log-repository';
import type { ContextUser } from '../../../src/server/services';
import { createOrder, createProduct, createUser } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { rest } from '../../helpers/admin-helpers';

const shop = useTestApp();
let boss: ContextUser;
let reader: ContextUser;

interface Entry {
  actor: string | null;
  actorName: string | null;
  action: string;
  target: string | null;
  targetLabel: string | null;
  targetUserId: string | null;
  categoryNames: Record<string, string>;
}

beforeAll(async () => {
  reader = await createUser(shop.db, { role: 'admin' });
});

// Each test acts as an admin of its own, so its entries are those of its actor.
beforeEach(async () => {
  boss = await createUser(shop.db, { name: 'Beatrix Boss', role: 'admin' });
});

/** The entries since `since` as an admin's API client reads them, newest first. */
async function entriesSince(since: string): Promise<Entry[]> {
  const response = await rest(shop.app, shop.db, { method: 'GET', url: `/api/audit-log?from=${encodeURIComponent(since)}` }, reader);
  expect(response.statusCode).toBe(200);
  return (response.json() as { entries: Entry[] }).entries.filter((entry) => entry.actor === boss.email || entry.actor === null);
}

const pick = ({ actorName, action, targetLabel, targetUserId }: Entry) => ({ actorName, action, targetLabel, targetUserId });

describe('GET /api/audit-log names who and what', () => {
  it('gives the admin’s name, a product’s name, an order’s number and a user’s name and id', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const product = await createProduct(shop.db, { name: 'Border Spade' });
    const buyer = await createUser(shop.db, { name: 'Nadia Grower', email: 'nadia@garden.com' });
    const order = await createOrder(shop.db, buyer, product, { paidAt: new Date() });
    const admin = callerFor(shop.db, boss);

    await admin.products.bulkSetStatus({ ids: [product.id], status: 'draft' });
    await admin.adminOrders.ship({ orderId: order.id });
    await admin.roles.makeAdmin({ adminEmail: boss.email, email: buyer.email });

    expect((await entriesSince(since)).map(pick)).toEqual([
      { actorName: 'Beatrix Boss', action: 'role.granted', targetLabel: 'Nadia Grower', targetUserId: buyer.id },
      { actorName: 'Beatrix Boss', action: 'order.shipped', targetLabel: order.number, targetUserId: null },
      { actorName: 'Beatrix Boss', action: 'product.updated', targetLabel: 'Border Spade', targetUserId: null },
    ]);
    expect(order.number).toMatch(/^TY-\d+$/);
  });

  it('still names a deleted product and a deleted category (from the entry’s snapshot)', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const product = await createProduct(shop.db, { name: 'Retired Rake' });
    const admin = callerFor(shop.db, boss);
    const category = await admin.categories.create({ name: 'Old Shears' });

    await admin.products.remove({ id: product.id });
    await admin.categories.remove({ id: category.id });

    expect((await entriesSince(since)).map(pick)).toEqual([
      { actorName: 'Beatrix Boss', action: 'category.deleted', targetLabel: 'Old Shears', targetUserId: null },
      { actorName: 'Beatrix Boss', action: 'product.deleted', targetLabel: 'Retired Rake', targetUserId: null },
      { actorName: 'Beatrix Boss', action: 'category.added', targetLabel: 'Old Shears', targetUserId: null },
    ]);
  });

  it('names the categories a change refers to (a product moved, a category put under another), not their ids; a deleted one is absent', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const admin = callerFor(shop.db, boss);
    const spades = await admin.categories.create({ name: 'Spades' });
    const hoes = await admin.categories.create({ name: 'Hoes' });
    const edgers = await admin.categories.create({ name: 'Edgers' });
    const product = await createProduct(shop.db, { name: 'Half-moon edger' });

    await admin.products.bulkMove({ ids: [product.id], categoryId: spades.id });
    await admin.products.bulkMove({ ids: [product.id], categoryId: hoes.id });
    await admin.categories.update({ id: edgers.id, parentId: hoes.id });
    await admin.categories.remove({ id: spades.id });
    await recordAudit(shop.db, { id: boss.id, email: boss.email }, { action: 'product.updated', target: product.id, before: { categoryId: 'not-an-id' }, after: [1] });

    const names = (await entriesSince(since)).map((entry) => ({ action: entry.action, categoryNames: entry.categoryNames }));
    expect(names.slice(0, 5)).toEqual([
      { action: 'product.updated', categoryNames: {} },
      { action: 'category.deleted', categoryNames: {} },
      { action: 'category.updated', categoryNames: { [hoes.id]: 'Hoes' } },
      { action: 'product.updated', categoryNames: { [hoes.id]: 'Hoes' } }, // from Spades, since deleted
      { action: 'product.updated', categoryNames: {} },
    ]);
  });

  it('leaves what nothing names as recorded: the server as actor, an unknown target, a gone user', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await recordAudit(shop.db, null, { action: 'admin.bootstrap.promote', target: 'gone-for-good@garden.com' });
    await recordAudit(shop.db, { id: boss.id, email: boss.email }, { action: 'order.shipped', target: 'not-an-id' });
    await recordAudit(shop.db, { id: boss.id, email: boss.email }, { action: 'product.updated', target: '00000000-0000-4000-8000-000000000000' });

    expect((await entriesSince(since)).map((entry) => ({ ...pick(entry), actor: entry.actor, target: entry.target }))).toEqual([
      { actor: boss.email, actorName: 'Beatrix Boss', action: 'product.updated', target: '00000000-0000-4000-8000-000000000000', targetLabel: null, targetUserId: null },
      { actor: boss.email, actorName: 'Beatrix Boss', action: 'order.shipped', target: 'not-an-id', targetLabel: null, targetUserId: null },
      { actor: null, actorName: null, action: 'admin.bootstrap.promote', target: 'gone-for-good@garden.com', targetLabel: null, targetUserId: null },
    ]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPage } from '../../../src/shared/schemas/customer';
import type { ContextUser } from '../../../src/server/services';
import { createOrder, createProduct, createUser, setOrderRefunded } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { restGet, trpcGet } from './customers-helpers';

const shop = useTestApp();
let boss: ContextUser;
let basil: ContextUser;
let ann: ContextUser;

/** Accounts created at one instant (so only their ids order them), besides the named ones. */
const CROWD = 23;

beforeAll(async () => {
  boss = await createUser(shop.db, { name: 'Boss Admin', email: 'boss@toolyard.com', role: 'admin', verified: true });
  basil = await createUser(shop.db, { name: 'Basil Brush', email: 'basil@garden.com' });
  ann = await createUser(shop.db, { name: 'Ann Gardener', email: 'ann@allotment.org', verified: true });
  const sameInstant = new Date('2026-11-01T09:00:00.123456Z');
  await shop.db
    .insertInto('users')
    .values(Array.from({ length: CROWD }, (_, n) => ({ name: `Crowd ${n}`, email: `crowd-${n}@hedge.com`, createdAt: sameInstant })))
    .execute();

  // Ann: a paid order of $50, an unpaid one of $30 and a paid one of $40 with $15 refunded.
  const spade = await createProduct(shop.db, { price: 10 });
  await createOrder(shop.db, ann, spade, { totalCents: 5000, quantity: 5, paidAt: new Date() });
  await createOrder(shop.db, ann, spade, { totalCents: 3000, quantity: 3 });
  const refunded = await createOrder(shop.db, ann, spade, { totalCents: 4000, quantity: 4, paidAt: new Date() });
  await setOrderRefunded(shop.db, refunded.id, { refundedCents: 1500, paymentStatus: 'partially_refunded' });
});

const listOf = async (query: string) => {
  const response = await restGet(shop, `/api/customers${query}`, boss);
  expect(response.statusCode, query).toBe(200);
  return response.json() as CustomerPage;
};

describe('who may list customers', () => {
  it('answers anonymous 401 and a customer 403, over REST and tRPC', async () => {
    expect((await restGet(shop, '/api/customers', null)).statusCode).toBe(401);
    expect((await restGet(shop, '/api/customers', basil)).statusCode).toBe(403);
    expect((await trpcGet(shop, 'customers.list', {}, null)).statusCode).toBe(401);
    expect((await trpcGet(shop, 'customers.list', {}, basil)).statusCode).toBe(403);
    expect((await trpcGet(shop, 'customers.list', {}, boss)).statusCode).toBe(200);
  });
});

describe('GET /api/customers', () => {
  it('shows each account with its role, verification and order figures, newest first', async () => {
    const { items } = await listOf('?limit=3');
    expect(items.map((row) => row.email)).toEqual(['ann@allotment.org', 'basil@garden.com', 'boss@toolyard.com']);
    const [annRow, basilRow, bossRow] = items;
    expect(annRow).toMatchObject({ id: ann.id, name: 'Ann Gardener', role: 'user', emailVerified: true, orders: 3, totalSpent: 75 });
    expect(Date.parse(annRow!.lastOrderAt!)).toBeGreaterThan(Date.parse(annRow!.joinedAt));
    expect(basilRow).toMatchObject({ role: 'user', emailVerified: false, orders: 0, totalSpent: 0, lastOrderAt: null });
    expect(bossRow).toMatchObject({ role: 'admin', emailVerified: true, orders: 0 });
  });

  it('finds part of a name or an e-mail in any case', async () => {
    expect((await listOf('?q=gARDEner')).items.map((row) => row.email)).toEqual(['ann@allotment.org']);
    expect((await listOf('?q=%40GARDEN.com')).items.map((row) => row.email)).toEqual(['basil@garden.com']);
    expect((await listOf('?q=crowd-1')).items.map((row) => row.email).sort()).toEqual(
      ['crowd-1@hedge.com', ...Array.from({ length: 10 }, (_, n) => `crowd-${10 + n}@hedge.com`)].sort(),
    );
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await listOf('?q=%25')).items).toEqual([]);
    expect((await listOf('?q=_')).items).toEqual([]);
    expect((await listOf('?q=crowd%5C')).items).toEqual([]);
  });

  it('walks every account exactly once, a keyset page at a time, even those created at one instant', async () => {
    const seen: string[] = [];
    let query = '?limit=4';
    for (let pages = 0; pages < 20; pages++) {
      const page = await listOf(query);
      seen.push(...page.items.map((row) => row.email));
      if (!page.nextCursor) break;
      query = `?limit=4&cursor=${page.nextCursor}`;
    }
    expect(seen).toHaveLength(3 + CROWD);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await listOf('?limit=100')).items.map((row) => row.email)).toEqual(seen);
  });

  it('keeps the search across pages', async () => {
    const first = await listOf('?q=crowd&limit=20');
    expect(first.items).toHaveLength(20);
    const second = await listOf(`?q=crowd&limit=20&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items.map((row) => row.email).every((email) => email.startsWith('crowd-'))).toBe(true);
    expect(second.items).toHaveLength(CROWD - 20);
  });

  it('answers 400 naming the field for a bad limit or a cursor it did not make', async () => {
    for (const [query, field, message] of [
      ['?limit=0', 'limit', 'Ask for at least one customer'],
      ['?limit=101', 'limit', 'Ask for at most 100 customers'],
      ['?limit=ten', 'limit', 'Enter a number'],
      ['?cursor=not%20base64', 'cursor', 'Invalid page cursor'],
      [`?cursor=${Buffer.from('1.not-an-id').toString('base64url')}`, 'cursor', 'Invalid page cursor'],
    ] as const) {
      const response = await restGet(shop, `/api/customers${query}`, boss);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ message, data: { fieldErrors: { [field]: [message] } } });
    }
  });
});

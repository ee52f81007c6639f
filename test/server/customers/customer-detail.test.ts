import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../../src/shared/schemas/customer';
import type { ContextUser } from '../../../src/server/services';
import { createOrder, createProduct, createUser, setOrderRefunded } from '../../helpers/factories';
import { callerFor, useTestApp } from '../../helpers/test-app';
import { restGet, trpcGet } from './customers-helpers';

const shop = useTestApp();
let boss: ContextUser;
let deputy: ContextUser;
let ann: ContextUser;
const orders: Record<'paid' | 'unpaid' | 'refunded' | 'cancelled', string> = { paid: '', unpaid: '', refunded: '', cancelled: '' };

beforeAll(async () => {
  boss = await createUser(shop.db, { name: 'Ada Boss', email: 'ada@toolyard.com', role: 'admin' });
  deputy = await createUser(shop.db, { name: 'Dev Deputy', email: 'dev@toolyard.com', role: 'admin' });
  ann = await createUser(shop.db, { name: 'Ann Gardener', email: 'ann@allotment.org', verified: true });
  await shop.db.updateTable('users').set({ phone: '+1 555 0100', address: '1 Allotment Row' }).where('id', '=', ann.id).execute();

  const spade = await createProduct(shop.db, { price: 10 });
  const hour = 3_600_000;
  const placed = async (key: keyof typeof orders, hoursAgo: number, fields: Parameters<typeof createOrder>[3]) => {
    const order = await createOrder(shop.db, ann, spade, fields);
    await shop.db.updateTable('orders').set({ createdAt: new Date(Date.now() - hoursAgo * hour) }).where('id', '=', order.id).execute();
    orders[key] = order.id;
  };
  await placed('refunded', 4, { totalCents: 4000, quantity: 4, paidAt: new Date() });
  await placed('cancelled', 3, { totalCents: 1000, status: 'cancelled' });
  await placed('paid', 2, { totalCents: 5000, quantity: 5, paidAt: new Date() });
  await placed('unpaid', 1, { totalCents: 3000, quantity: 3 });
  await setOrderRefunded(shop.db, orders.refunded, { refundedCents: 4000, paymentStatus: 'refunded' });
  const rake = await createProduct(shop.db, { price: 5 });
  await shop.db
    .insertInto('orderLines')
    .values({ orderId: orders.paid, position: 2, productId: rake.id, productName: rake.name, sku: rake.sku, unitPriceCents: 0, quantity: 1, totalCents: 0 })
    .execute();

  await callerFor(shop.db, boss).roles.makeAdmin({ adminEmail: boss.email, email: ann.email });
  await callerFor(shop.db, deputy).roles.removeAdmin({ adminEmail: deputy.email, email: ann.email });
});

const detailOf = async (id: string) => {
  const response = await restGet(shop, `/api/customers/${id}`, boss);
  expect(response.statusCode).toBe(200);
  return response.json() as CustomerDetail;
};

describe('who may read a customer', () => {
  it('answers anonymous 401 and a customer 403, over REST and tRPC', async () => {
    expect((await restGet(shop, `/api/customers/${ann.id}`, null)).statusCode).toBe(401);
    expect((await restGet(shop, `/api/customers/${ann.id}`, ann)).statusCode).toBe(403);
    expect((await trpcGet(shop, 'customers.detail', { id: ann.id }, null)).statusCode).toBe(401);
    expect((await trpcGet(shop, 'customers.detail', { id: ann.id }, ann)).statusCode).toBe(403);
    expect((await trpcGet(shop, 'customers.detail', { id: ann.id }, boss)).statusCode).toBe(200);
  });
});

describe('GET /api/customers/{id}', () => {
  it('shows the profile with the order figures', async () => {
    const { customer } = await detailOf(ann.id);
    expect(customer).toMatchObject({
      id: ann.id,
      name: 'Ann Gardener',
      email: 'ann@allotment.org',
      phone: '+1 555 0100',
      address: '1 Allotment Row',
      role: 'user',
      emailVerified: true,
      orders: 4,
      totalSpent: 50, // $50 paid; the $40 refunded in full, the unpaid and the cancelled ones spend nothing
    });
  });

  it('lists the orders most recent first with their number, status, payment, total and lines', async () => {
    const detail = await detailOf(ann.id);
    expect(detail.orders.map(({ id, status, payment, total, lines }) => ({ id, status, payment, total, lines }))).toEqual([
      { id: orders.unpaid, status: 'pending', payment: 'unpaid', total: 30, lines: 1 },
      { id: orders.paid, status: 'processing', payment: 'paid', total: 50, lines: 2 },
      { id: orders.cancelled, status: 'cancelled', payment: 'unpaid', total: 10, lines: 1 },
      { id: orders.refunded, status: 'processing', payment: 'refunded', total: 40, lines: 1 },
    ]);
    expect(detail.orders[0]?.number).toMatch(/^TY-\d+$/);
    expect(detail.customer.lastOrderAt).toBe(detail.orders[0]?.date);
  });

  it('shows the role changes from the audit log: which way, by whom, newest first', async () => {
    const { roleChanges } = await detailOf(ann.id);
    expect(roleChanges.map(({ change, by }) => ({ change, by }))).toEqual([
      { change: 'revoked', by: { name: 'Dev Deputy', email: 'dev@toolyard.com' } },
      { change: 'granted', by: { name: 'Ada Boss', email: 'ada@toolyard.com' } },
    ]);
    expect(Date.parse(roleChanges[0]!.at)).toBeGreaterThanOrEqual(Date.parse(roleChanges[1]!.at));
  });

  it('shows an account without orders or role changes as empty lists', async () => {
    expect(await detailOf(deputy.id)).toMatchObject({ customer: { role: 'admin', orders: 0, totalSpent: 0, lastOrderAt: null }, orders: [], roleChanges: [] });
  });

  it('answers 404 for an unknown id and 400 for one that is no id', async () => {
    const unknown = await restGet(shop, `/api/customers/${randomUUID()}`, boss);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No such customer' });
    const bad = await restGet(shop, '/api/customers/not-an-id', boss);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Enter a valid id', data: { fieldErrors: { id: ['Enter a valid id'] } } });
  });
});

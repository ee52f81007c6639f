import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../src/server/db/database';
import type { OrderStatus } from '../../../src/server/db/schema';
import type { ContextUser } from '../../../src/server/services';
import type { Overview } from '../../../src/shared/schemas/overview';
import { createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { rest } from './admin-helpers';

const shop = useTestApp();
let boss: ContextUser;
let customer: ContextUser;

const DAY = 24 * 60 * 60 * 1000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** An order row in the state asked for, as the payment and shipping steps would leave it. */
async function orderOf(db: DB, buyer: ContextUser, productId: string, state: { status: OrderStatus; totalCents?: number; paidAt?: Date }) {
  const paid = state.paidAt !== undefined;
  await db
    .insertInto('orders')
    .values({
      userId: buyer.id,
      productId,
      productName: 'Spade',
      unitPriceCents: state.totalCents ?? 1000,
      orderQuantity: 1,
      totalCents: state.totalCents ?? 1000,
      customerName: buyer.name,
      email: buyer.email,
      phone: '+880 1700 000000',
      address: '12 Garden Lane',
      status: state.status,
      isPaid: paid,
      paidAt: state.paidAt ?? null,
      transactionId: paid ? 'pi_3TestPaid000001' : null,
      shippedAt: state.status === 'shipped' ? new Date() : null,
      cancelledAt: state.status === 'cancelled' || state.status === 'expired' ? new Date() : null,
    })
    .execute();
}

beforeAll(async () => {
  boss = await createUser(shop.db, { role: 'admin' });
  customer = await createUser(shop.db);
});

const overview = async (as: ContextUser | null = boss) => rest(shop.app, shop.db, { method: 'GET', url: '/api/overview' }, as);

describe('who may read the overview', () => {
  it('answers anonymous 401, a customer 403 and an admin 200', async () => {
    expect((await overview(null)).statusCode).toBe(401);
    expect((await overview(customer)).statusCode).toBe(403);
    expect((await overview(boss)).statusCode).toBe(200);
  });
});

describe('GET /api/overview', () => {
  it('sums paid orders per day over 30 days with empty days as 0, counts open and to-ship orders, and lists low stock', async () => {
    const spade = await createProduct(shop.db, { name: 'Spade', quantity: 100, minimumOrder: 5 });
    const now = new Date();
    await orderOf(shop.db, customer, spade.id, { status: 'processing', totalCents: 1000, paidAt: now });
    await orderOf(shop.db, customer, spade.id, { status: 'shipped', totalCents: 550, paidAt: now });
    await orderOf(shop.db, customer, spade.id, { status: 'processing', totalCents: 2000, paidAt: new Date(now.getTime() - 3 * DAY) });
    await orderOf(shop.db, customer, spade.id, { status: 'shipped', totalCents: 99_900, paidAt: new Date(now.getTime() - 31 * DAY) });
    await orderOf(shop.db, customer, spade.id, { status: 'pending' });
    await orderOf(shop.db, customer, spade.id, { status: 'pending' });
    await orderOf(shop.db, customer, spade.id, { status: 'cancelled' });
    await orderOf(shop.db, customer, spade.id, { status: 'expired' });

    await createProduct(shop.db, { name: 'Rake (low)', quantity: 9, minimumOrder: 5 });
    await createProduct(shop.db, { name: 'Hoe (empty)', quantity: 0, minimumOrder: 1 });
    await createProduct(shop.db, { name: 'Fork (just enough)', quantity: 10, minimumOrder: 5 });
    await createProduct(shop.db, { name: 'Shears (deleted)', quantity: 1, minimumOrder: 5, deleted: true });

    const response = await overview();
    expect(response.statusCode).toBe(200);
    const body = response.json() as Overview;

    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay.at(-1)).toEqual({ date: utcDay(now), orders: 2, total: 15.5 });
    expect(body.salesByDay[0]?.date).toBe(utcDay(new Date(now.getTime() - 29 * DAY)));
    expect(body.salesByDay.find((day) => day.date === utcDay(new Date(now.getTime() - 3 * DAY)))).toMatchObject({ orders: 1, total: 20 });
    const quietDays = body.salesByDay.filter((day) => day.orders === 0);
    expect(quietDays).toHaveLength(28);
    for (const day of quietDays) expect(day.total).toBe(0);
    const dates = body.salesByDay.map((day) => day.date);
    expect(new Set(dates).size).toBe(30);
    expect(dates).toEqual([...dates].sort());

    expect(body.openUnpaidOrders).toBe(2);
    expect(body.awaitingShipment).toBe(2);
    expect(body.lowStock.map((product) => product.name)).toEqual(['Hoe (empty)', 'Rake (low)']);
    expect(body.lowStock[1]).toMatchObject({ quantity: 9, minimumOrder: 5 });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { ContextUser } from '../../../src/server/services';
import type { Overview } from '../../../src/shared/schemas/overview';
import { createOrder, createProduct, createUser } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';
import { rest } from '../../helpers/admin-helpers';

const shop = useTestApp();
let boss: ContextUser;
let customer: ContextUser;

const DAY = 24 * 60 * 60 * 1000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);


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
    await createOrder(shop.db, customer, spade, { status: 'processing', totalCents: 1000, paidAt: now });
    await createOrder(shop.db, customer, spade, { status: 'shipped', totalCents: 550, paidAt: now });
    await createOrder(shop.db, customer, spade, { status: 'processing', totalCents: 2000, paidAt: new Date(now.getTime() - 3 * DAY) });
    await createOrder(shop.db, customer, spade, { status: 'shipped', totalCents: 99_900, paidAt: new Date(now.getTime() - 31 * DAY) });
    await createOrder(shop.db, customer, spade, { status: 'pending', totalCents: 1000 });
    await createOrder(shop.db, customer, spade, { status: 'pending', totalCents: 1000 });
    await createOrder(shop.db, customer, spade, { status: 'cancelled', totalCents: 1000 });
    await createOrder(shop.db, customer, spade, { status: 'expired', totalCents: 1000 });

    await createProduct(shop.db, { name: 'Rake (low)', quantity: 9, minimumOrder: 5 });
    await createProduct(shop.db, { name: 'Hoe (empty)', quantity: 0, minimumOrder: 1 });
    await createProduct(shop.db, { name: 'Fork (just enough)', quantity: 10, minimumOrder: 5 });
    await createProduct(shop.db, { name: 'Shears (deleted)', quantity: 1, minimumOrder: 5, deleted: true });

    const response = await overview();
    expect(response.statusCode).toBe(200);
    const body = response.json() as Overview;

    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay.at(-1)).toEqual({ date: utcDay(now), orders: 2, units: 2, total: 15.5 });
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

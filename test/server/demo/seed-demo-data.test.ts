import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootstrapData } from '../../../src/server/bootstrap-data';
import { verifyPassword } from '../../../src/server/features/3-accounts/accounts/passwords';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_CUSTOMER } from '../../../src/server/features/3-accounts/accounts/demo-accounts';
import { seedDemoData } from '../../../src/server/features/8-demo/demo/seed-demo-data';
import { clientSourceDir } from '../../../src/server/pages/client-serving';
import { callerFor, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';
import { paymentRefOf } from '../../../src/server/features/5-payments/payments/paid-amounts';
import { shopPorts } from '../../../src/server/feature-ports';

const database = useTestDatabase();

async function counts() {
  const db = database.db;
  const count = async (table: 'users' | 'products' | 'reviews' | 'orders') => (await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  return { users: await count('users'), products: await count('products'), reviews: await count('reviews'), orders: await count('orders') };
}

describe('demo data', () => {
  it('is not loaded on start outside demo mode', async () => {
    await bootstrapData({ db: database.db, ports: shopPorts, config: testConfig({ DEMO_MODE: 'false' }) });
    expect(await counts()).toEqual({ users: 0, products: 0, reviews: 0, orders: 0 });
  });

  it('loads a catalogue of garden tools with shipped images, reviews and the demo accounts', async () => {
    await bootstrapData({ db: database.db, ports: shopPorts, config: testConfig({ DEMO_MODE: 'true' }) });
    const caller = callerFor(database.db, null);
    const products = await caller.products.list();
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const product of products) {
      expect(product.image).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
      // Served by the app from the repository, never from elsewhere.
      expect(existsSync(path.join(clientSourceDir, 'public', product.image)), product.image).toBe(true);
      expect(product.price).toBeGreaterThan(0);
      expect(product.quantity).toBeGreaterThanOrEqual(product.minimumOrder);
    }
    const reviews = await caller.reviews.list();
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    // Paid demo orders make the sell counter more than zero; the unpaid one does not count.
    const stat = await caller.stat.get();
    expect(stat).toMatchObject({ products: products.length, reviews: reviews.length, customers: 5 });
    const paid = await database.db.selectFrom('orders').select((eb) => ['totalCents', 'isPaid', paymentRefOf(eb.ref('orders.id')).as('transactionId')]).execute();
    expect(paid.some((order) => !order.isPaid)).toBe(true);
    expect(stat.sell).toBe(paid.filter((order) => order.isPaid).reduce((sum, order) => sum + order.totalCents, 0) / 100);
    expect(stat.sell).toBeGreaterThan(0);
    // Every paid demo order has its invoice, numbered in the order they were paid; the unpaid one none.
    const invoiced = await database.db
      .selectFrom('orders')
      .leftJoin('invoices', 'invoices.orderId', 'orders.id')
      .leftJoin('orderPayments', (join) => join.onRef('orderPayments.orderId', '=', 'orders.id').on('orderPayments.settledAt', 'is not', null))
      .select(['orders.isPaid', 'orderPayments.settledAt as paidAt', 'invoices.number'])
      .orderBy('invoices.number')
      .execute();
    expect(invoiced.filter((order) => order.isPaid).map((order) => order.number)).toEqual(invoiced.filter((order) => order.isPaid).map((_, i) => i + 1));
    expect(invoiced.filter((order) => !order.isPaid).every((order) => order.number === null)).toBe(true);
    const paidTimes = invoiced.filter((order) => order.isPaid).map((order) => order.paidAt!.getTime());
    expect(paidTimes).toEqual([...paidTimes].sort((a, b) => a - b));

    const admin = await database.db.selectFrom('users').selectAll().where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash!, DEMO_ADMIN.password)).toBe(true);
    const customer = await database.db.selectFrom('users').selectAll().where('email', '=', DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
    expect(customer.role).toBe('user');
    expect(await verifyPassword(customer.passwordHash!, DEMO_CUSTOMER.password)).toBe(true);
  });

  it('holds each paid demo order\'s payment on the test gateway, so an admin can refund part of it', async () => {
    await bootstrapData({ db: database.db, ports: shopPorts, config: testConfig({ DEMO_MODE: 'true' }) });
    const admin = await database.db.selectFrom('users').select(['id', 'email', 'name', 'role']).where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
    const order = await database.db
      .selectFrom('orders')
      .innerJoin('orderPayments', (join) => join.onRef('orderPayments.orderId', '=', 'orders.id').on('orderPayments.settledAt', 'is not', null))
      .select(['orders.id', 'orders.totalCents'])
      .where('orders.isPaid', '=', true)
      .orderBy('orderPayments.settledAt')
      .executeTakeFirstOrThrow();
    const refund = await callerFor(database.db, admin).orderRefunds.create({ id: order.id, amountCents: 500, reason: 'Trying the demo', restock: [] });
    expect(refund).toMatchObject({ status: 'succeeded', refundedCents: 500, paymentStatus: 'partially_refunded', creditNoteNumber: 'CN-000001' });
  });

  it('has a business buyer: the admin of a company on account, Net 30, paying its contract prices', async () => {
    await bootstrapData({ db: database.db, ports: shopPorts, config: testConfig({ DEMO_MODE: 'true' }) });
    const buyer = await database.db.selectFrom('users').select(['id', 'email', 'name', 'role', 'passwordHash', 'emailVerifiedAt']).where('email', '=', DEMO_BUYER.email).executeTakeFirstOrThrow();
    expect(await verifyPassword(buyer.passwordHash!, DEMO_BUYER.password)).toBe(true);
    expect(buyer.emailVerifiedAt).not.toBeNull();
    const company = await database.db
      .selectFrom('companyMembers')
      .innerJoin('companies', 'companies.id', 'companyMembers.companyId')
      .select(['companies.name', 'companyMembers.role', 'companies.paymentTerms', 'companies.netDays', 'companies.creditLimitCents'])
      .where('companyMembers.userId', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(company).toEqual({ name: 'Greenway Landscaping Ltd', role: 'admin', paymentTerms: 'account', netDays: 30, creditLimitCents: 500_000 });
    const spade = '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000001';
    const rake = '5b1d8f3e-7a2c-4e91-8d4f-2a6c00000005';
    const asBuyer = callerFor(database.db, buyer);
    // A fixed contract price on the spade, 8% off the rest of the catalogue; a visitor pays the list price.
    expect(await asBuyer.products.byId({ id: spade })).toMatchObject({ price: 29.9, listPrice: 34.99, priceList: { name: 'Greenway contract 2027' } });
    expect(await asBuyer.products.byId({ id: rake })).toMatchObject({ price: 17.47, listPrice: 18.99 });
    expect(await callerFor(database.db, null).products.byId({ id: spade })).toMatchObject({ price: 34.99, listPrice: null, priceList: null });
  });

  it('duplicates nothing when run again, and keeps what an admin changed', async () => {
    const before = await counts();
    const [first] = await callerFor(database.db, null).products.list();
    await database.db.updateTable('products').set({ quantity: 7 }).where('id', '=', first!._id).execute();
    await database.db.updateTable('users').set({ role: 'user' }).where('email', '=', DEMO_ADMIN.email).execute();

    expect(await seedDemoData(database.db)).toEqual({ productsAdded: 0, reviewsAdded: 0, ordersAdded: 0, companiesAdded: 0, accounts: 6 });
    expect(await counts()).toEqual(before);
    expect((await callerFor(database.db, null).products.byId({ id: first!._id })).quantity).toBe(7);
    // The published admin credentials work again after every seed.
    const admin = await database.db.selectFrom('users').select('role').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
  });
});

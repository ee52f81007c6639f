import { describe, expect, it } from 'vitest';
import { bootstrapData } from '../../../src/server/bootstrap-data';
import { verifyPassword } from '../../../src/server/features/accounts/passwords';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../../src/server/features/demo/demo-accounts';
import { seedDemoData } from '../../../src/server/features/demo/seed-demo-data';
import { callerFor, testConfig } from '../../helpers/test-app';
import { useTestDatabase } from '../../helpers/test-database';

const database = useTestDatabase();

async function counts() {
  const db = database.db;
  const count = (table: 'users' | 'products' | 'reviews') => db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { users: (await count('users')).n, products: (await count('products')).n, reviews: (await count('reviews')).n };
}

describe('demo data', () => {
  it('is not loaded on start outside demo mode', async () => {
    await bootstrapData({ db: database.db, config: testConfig({ DEMO_MODE: 'false' }) });
    expect(await counts()).toEqual({ users: 0, products: 0, reviews: 0 });
  });

  it('loads a catalogue of garden tools with shipped images, reviews and the demo accounts', async () => {
    await bootstrapData({ db: database.db, config: testConfig({ DEMO_MODE: 'true' }) });
    const caller = callerFor(database.db, null);
    const products = await caller.products.list();
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const product of products) {
      expect(product.image).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
      expect(product.price).toBeGreaterThan(0);
      expect(product.quantity).toBeGreaterThanOrEqual(product.minimumOrder);
    }
    const reviews = await caller.reviews.list();
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(await caller.stat.get()).toMatchObject({ products: products.length, reviews: reviews.length, customers: 4, sell: 0 });

    const admin = await database.db.selectFrom('users').selectAll().where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash!, DEMO_ADMIN.password)).toBe(true);
    const customer = await database.db.selectFrom('users').selectAll().where('email', '=', DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
    expect(customer.role).toBe('user');
    expect(await verifyPassword(customer.passwordHash!, DEMO_CUSTOMER.password)).toBe(true);
  });

  it('duplicates nothing when run again, and keeps what an admin changed', async () => {
    const before = await counts();
    const [first] = await callerFor(database.db, null).products.list();
    await database.db.updateTable('products').set({ quantity: 7 }).where('id', '=', first!._id).execute();
    await database.db.updateTable('users').set({ role: 'user' }).where('email', '=', DEMO_ADMIN.email).execute();

    expect(await seedDemoData(database.db)).toEqual({ productsAdded: 0, reviewsAdded: 0, accounts: 5 });
    expect(await counts()).toEqual(before);
    expect((await callerFor(database.db, null).products.byId({ id: first!._id })).quantity).toBe(7);
    // The published admin credentials work again after every seed.
    const admin = await database.db.selectFrom('users').select('role').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
  });
});

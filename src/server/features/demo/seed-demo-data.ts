import type { Transaction } from 'kysely';
import { orderTotalCents } from '../../../shared/rules/order-quantity';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import { hashPassword } from '../accounts/passwords';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_REVIEWERS } from './demo-accounts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';
import { DEMO_ORDERS } from './demo-orders';
import { DEMO_REVIEWS } from './demo-reviews';

export interface SeedResult {
  /** Rows this run added (0 on a second run). */
  productsAdded: number;
  reviewsAdded: number;
  ordersAdded: number;
  accounts: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Loads the demo catalogue, reviews, a few orders, a demo customer and the demo admin, in one
 * transaction. Idempotent: products, reviews and orders have fixed ids and are left alone once
 * present (an admin's edits and deletions, a cancelled order, survive a restart); accounts are
 * matched by e-mail, and the two that can sign in get their published password and role back,
 * so the About page never lies.
 *
 * @example
 *   await seedDemoData(db); // { productsAdded: 10, reviewsAdded: 4, ordersAdded: 5, accounts: 5 }
 *   await seedDemoData(db); // { productsAdded: 0, reviewsAdded: 0, ordersAdded: 0, accounts: 5 }
 */
export async function seedDemoData(db: DB, now = new Date()): Promise<SeedResult> {
  // Argon2 is deliberately slow: hash before the transaction opens.
  const [adminHash, customerHash] = await Promise.all([hashPassword(DEMO_ADMIN.password), hashPassword(DEMO_CUSTOMER.password)]);

  return db.transaction().execute(async (trx) => {
    const accounts = [
      { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, role: 'admin' as const, passwordHash: adminHash },
      { id: DEMO_CUSTOMER.id, name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email, role: 'user' as const, passwordHash: customerHash },
      ...DEMO_REVIEWERS.map((reviewer) => ({ ...reviewer, role: 'user' as const, passwordHash: null })),
    ];
    const userIds = new Map<string, string>();
    for (const account of accounts) {
      const signsIn = account.passwordHash !== null;
      const row = await trx
        .insertInto('users')
        .values(account)
        .onConflict((oc) =>
          oc.column('email').doUpdateSet((eb) =>
            signsIn ? { role: eb.ref('excluded.role'), passwordHash: eb.ref('excluded.passwordHash') } : { email: eb.ref('excluded.email') },
          ),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(account.email, row.id);
    }

    const categories = await insertDemoCategories(trx);
    const products = await trx
      .insertInto('products')
      .values(
        DEMO_PRODUCTS.map(({ image, categoryId, ...product }, index) => ({
          ...product,
          categoryId: categories.has(categoryId) ? categoryId : null,
          images: [image],
          createdAt: new Date(now.getTime() - index * MINUTE_MS),
        })),
      )
      // Any conflict, not only the id's: a live product an admin gave a demo SKU keeps it (products_sku_key).
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();

    const reviews = await trx
      .insertInto('reviews')
      .values(
        DEMO_REVIEWS.map(({ id, email, rating, review }, index) => ({
          id,
          userId: userIds.get(email)!,
          rating,
          review,
          createdAt: new Date(now.getTime() - (index + 1) * 7 * HOUR_MS),
        })),
      )
      // Any conflict, not only the id's: a reviewer keeps the one review they have (reviews_user_id_key).
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();

    const orders = await insertDemoOrders(trx, userIds, now);

    return {
      productsAdded: Number(products.numInsertedOrUpdatedRows ?? 0),
      reviewsAdded: Number(reviews.numInsertedOrUpdatedRows ?? 0),
      ordersAdded: orders,
      accounts: accounts.length,
    };
  });
}

/**
 * The demo categories, parents before children, left alone once present. One an admin's own
 * category blocks (its slug or name under the same parent) is skipped, with its children; answers
 * the ids present, so products never point at a missing category.
 */
async function insertDemoCategories(trx: Transaction<Database>): Promise<Set<string>> {
  const present = new Set<string>();
  for (const parents of [true, false]) {
    const rows = DEMO_CATEGORIES.filter((category) => (category.parentId === null ? parents : !parents && present.has(category.parentId)));
    if (rows.length === 0) continue;
    await trx.insertInto('categories').values(rows).onConflict((oc) => oc.doNothing()).execute();
    const found = await trx.selectFrom('categories').select('id').where('id', 'in', rows.map((category) => category.id)).execute();
    for (const { id } of found) present.add(id);
  }
  return present;
}

/**
 * The demo orders, priced from the catalogue (a snapshot, as real orders are). An order whose
 * product an admin deleted for good is skipped rather than failing the whole seed.
 */
async function insertDemoOrders(trx: Transaction<Database>, userIds: Map<string, string>, now: Date): Promise<number> {
  const products = new Map(DEMO_PRODUCTS.map((product) => [product.id, product]));
  const present = new Set((await trx.selectFrom('products').select('id').where('id', 'in', [...products.keys()]).execute()).map((row) => row.id));
  const customers = new Map((await trx.selectFrom('users').select(['id', 'name']).where('id', 'in', [...userIds.values()]).execute()).map((row) => [row.id, row.name]));
  const rows = DEMO_ORDERS.filter((order) => present.has(order.productId)).map((order) => {
    const product = products.get(order.productId)!;
    const userId = userIds.get(order.email)!;
    const placedAt = new Date(now.getTime() - order.daysAgo * DAY_MS);
    const paid = order.transactionId !== null;
    return {
      id: order.id,
      userId,
      productId: product.id,
      productName: product.name,
      unitPriceCents: product.priceCents,
      orderQuantity: order.orderQuantity,
      totalCents: orderTotalCents(order.orderQuantity, product.priceCents),
      customerName: customers.get(userId) ?? order.email,
      email: order.email,
      phone: order.phone,
      address: order.address,
      isPaid: paid,
      status: order.status,
      transactionId: order.transactionId,
      createdAt: placedAt,
      paidAt: paid ? new Date(placedAt.getTime() + HOUR_MS) : null,
      shippedAt: order.status === 'shipped' ? new Date(placedAt.getTime() + 2 * DAY_MS) : null,
    };
  });
  if (rows.length === 0) return 0;
  const result = await trx.insertInto('orders').values(rows).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

import { lineTotalCents } from '../../../../shared/rules/quantity-rules';
import type { DB } from '../../../db/database';
import { hashPassword } from '../../3-accounts/accounts/passwords';
import { upsertSeedAccount } from '../../3-accounts/accounts/seed-accounts';
import { issueInvoice } from '../../6-invoices/invoices/issue-documents';
import { insertSeedOrders } from '../../4-orders/orders/seed-orders';
import { insertSeedTestIntents } from '../../5-payments/payments/seed-test-intents';
import { existingProductIds, insertSeedCategories, insertSeedProducts } from '../../2-catalogue/products/seed-products';
import { insertSeedReviews } from '../../4-orders/reviews/seed-reviews';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_CUSTOMER, DEMO_REVIEWERS } from '../../3-accounts/accounts/demo-accounts';
import { insertSeedCompany } from '../../3-accounts/companies/seed-companies';
import { insertSeedPriceList } from '../../3-accounts/price-lists/seed-price-lists';
import { DEMO_COMPANY, DEMO_PRICE_LIST } from './demo-companies';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';
import { DEMO_ORDERS } from './demo-orders';
import { DEMO_REVIEWS } from './demo-reviews';

export interface SeedResult {
  /** Rows this run added (0 on a second run). */
  productsAdded: number;
  reviewsAdded: number;
  ordersAdded: number;
  /** The demo company with its price list (1 when this run added it, 0 after). */
  companiesAdded: number;
  accounts: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Loads the demo catalogue, reviews, a few orders, a demo customer, a business buyer with its
 * company (on account, with a price list) and the demo admin, in one transaction. Idempotent: products, reviews and orders have fixed ids and are left alone once
 * present (an admin's edits and deletions, a cancelled order, survive a restart); accounts are
 * matched by e-mail, and the three that can sign in get their published password and role back,
 * so the About page never lies.
 *
 * @example
 *   await seedDemoData(db); // { productsAdded: 10, reviewsAdded: 4, ordersAdded: 7, companiesAdded: 1, accounts: 6 }
 *   await seedDemoData(db); // { productsAdded: 0, reviewsAdded: 0, ordersAdded: 0, companiesAdded: 0, accounts: 6 }
 */
export async function seedDemoData(db: DB, now = new Date()): Promise<SeedResult> {
  // Argon2 is deliberately slow: hash before the transaction opens.
  const [adminHash, customerHash, buyerHash] = await Promise.all([hashPassword(DEMO_ADMIN.password), hashPassword(DEMO_CUSTOMER.password), hashPassword(DEMO_BUYER.password)]);

  return db.transaction().execute(async (trx) => {
    const accounts = [
      { id: DEMO_ADMIN.id, name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, role: 'admin' as const, passwordHash: adminHash },
      { id: DEMO_CUSTOMER.id, name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email, role: 'user' as const, passwordHash: customerHash },
      // The business buyer's address counts as proven: it orders for its company straight away.
      { id: DEMO_BUYER.id, name: DEMO_BUYER.name, email: DEMO_BUYER.email, role: 'user' as const, passwordHash: buyerHash, emailVerifiedAt: now },
      ...DEMO_REVIEWERS.map((reviewer) => ({ ...reviewer, role: 'user' as const, passwordHash: null })),
    ];
    // Each account's id by e-mail, and its name as stored (the orders' customer name).
    const userIds = new Map<string, string>();
    const names = new Map<string, string>();
    for (const account of accounts) {
      const row = await upsertSeedAccount(trx, account);
      userIds.set(account.email, row.id);
      names.set(row.id, row.name);
    }

    const categories = await insertSeedCategories(trx, DEMO_CATEGORIES);
    const productsAdded = await insertSeedProducts(
      trx,
      DEMO_PRODUCTS.map(({ image, categoryId, ...product }, index) => ({
        ...product,
        categoryId: categories.has(categoryId) ? categoryId : null,
        images: [image],
        createdAt: new Date(now.getTime() - index * MINUTE_MS),
      })),
    );

    const reviewsAdded = await insertSeedReviews(
      trx,
      DEMO_REVIEWS.map(({ id, email, rating, review }, index) => ({
        id,
        userId: userIds.get(email)!,
        rating,
        review,
        createdAt: new Date(now.getTime() - (index + 1) * 7 * HOUR_MS),
      })),
    );

    // The company before the orders: the demo buyer's were placed for it.
    const companyAdded = await insertSeedCompany(trx, { ...DEMO_COMPANY, members: [{ userId: userIds.get(DEMO_BUYER.email)!, role: 'admin' }] });
    if (companyAdded) await insertSeedPriceList(trx, DEMO_PRICE_LIST, await existingProductIds(trx, DEMO_PRICE_LIST.entries.map((entry) => entry.productId)));

    const ordersAdded = await insertDemoOrders(trx, userIds, names, now);

    return {
      productsAdded,
      reviewsAdded,
      ordersAdded,
      companiesAdded: companyAdded ? 1 : 0,
      accounts: accounts.length,
    };
  });
}


/** Where a demo company order went: its first location, its name and address copied as checkout does. */
function demoCompanyOrder() {
  const [location] = DEMO_COMPANY.locations;
  return { companyId: DEMO_COMPANY.id, locationId: location!.id, locationName: location!.name, locationAddress: location!.address, shipCountry: location!.country };
}

/**
 * The demo orders, priced from the catalogue (a snapshot, as real orders are). An order whose
 * product an admin deleted for good is skipped rather than failing the whole seed.
 */
async function insertDemoOrders(db: DB, userIds: Map<string, string>, customers: Map<string, string>, now: Date): Promise<number> {
  const products = new Map(DEMO_PRODUCTS.map((product) => [product.id, product]));
  const present = await existingProductIds(db, [...products.keys()]);
  const rows = DEMO_ORDERS.filter((order) => present.has(order.productId)).map((order) => {
    const product = products.get(order.productId)!;
    const userId = userIds.get(order.email)!;
    const placedAt = new Date(now.getTime() - order.daysAgo * DAY_MS);
    const paid = order.transactionId !== null;
    const totalCents = lineTotalCents(order.orderQuantity, product.priceCents);
    // How it was paid is its payment's (order_payments), seeded below.
    const payment = order.transactionId === null ? null : { intentId: order.transactionId, paidAt: new Date(placedAt.getTime() + HOUR_MS) };
    return {
      payment,
      order: {
        id: order.id,
        userId,
        totalCents,
        customerName: customers.get(userId) ?? order.email,
        email: order.email,
        phone: order.phone,
        address: order.address,
        isPaid: paid,
        status: order.status,
        createdAt: placedAt,
        shippedAt: order.status === 'shipped' ? new Date(placedAt.getTime() + 2 * DAY_MS) : null,
        ...(order.forDemoCompany && demoCompanyOrder()),
      },
      lines: [
        {
          orderId: order.id,
          position: 1,
          productId: product.id,
          productName: product.name,
          sku: product.sku,
          unitPriceCents: product.priceCents,
          quantity: order.orderQuantity,
          totalCents,
        },
      ],
    };
  });
  if (rows.length === 0) return 0;
  const added = await insertSeedOrders(db, rows.map(({ order, lines }) => ({ order, lines })));
  // A paid demo order has its invoice, as a paid order always has: numbered in the order they were paid.
  const paid = rows.flatMap(({ order, payment }) => (added.has(order.id) && payment ? [{ id: order.id, paidAt: payment.paidAt }] : []));
  for (const order of paid.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())) await issueInvoice(db, order.id, order.paidAt);
  // ... and its payment, as the test gateway holds it, so an admin can refund a demo order.
  await insertSeedTestIntents(
    db,
    rows.flatMap(({ order, payment }) => (added.has(order.id) && payment ? [{ ...payment, orderId: order.id, amountCents: order.totalCents }] : [])),
  );
  return added.size;
}

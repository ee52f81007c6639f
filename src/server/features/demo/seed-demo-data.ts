import type { DB } from '../../db/database';
import { hashPassword } from '../accounts/passwords';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_REVIEWERS } from './demo-accounts';
import { DEMO_PRODUCTS } from './demo-catalogue';
import { DEMO_REVIEWS } from './demo-reviews';

export interface SeedResult {
  /** Rows this run added (0 on a second run). */
  productsAdded: number;
  reviewsAdded: number;
  accounts: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Loads the demo catalogue, reviews, a demo customer and the demo admin, in one transaction.
 * Idempotent: products and reviews have fixed ids and are left alone once present (an admin's
 * edits and deletions survive a restart); accounts are matched by e-mail, and the two that can
 * sign in get their published password and role back, so the About page never lies.
 *
 * @example
 *   await seedDemoData(db); // { productsAdded: 10, reviewsAdded: 6, accounts: 5 }
 *   await seedDemoData(db); // { productsAdded: 0, reviewsAdded: 0, accounts: 5 }
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

    const products = await trx
      .insertInto('products')
      .values(DEMO_PRODUCTS.map((product, index) => ({ ...product, createdAt: new Date(now.getTime() - index * MINUTE_MS) })))
      .onConflict((oc) => oc.column('id').doNothing())
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
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();

    return {
      productsAdded: Number(products.numInsertedOrUpdatedRows ?? 0),
      reviewsAdded: Number(reviews.numInsertedOrUpdatedRows ?? 0),
      accounts: accounts.length,
    };
  });
}

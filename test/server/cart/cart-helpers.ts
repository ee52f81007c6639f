import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PriceTier } from '../../../src/shared/rules/quantity-rules';
import type { ProductStatus } from '../../../src/shared/schemas/product';
import type { DB } from '../../../src/server/db/database';
import type { ContextUser } from '../../../src/server/services';
import { bearerHeaders } from '../../helpers/auth';
import { createProduct } from '../../helpers/factories';

/**
 * A live product with quantity rules and volume prices (prices in dollars, as the API shows
 * them; tiers in cents, as stored). Sold by the unit from 1, 100 in stock, unless told.
 */
export async function createRuledProduct(
  db: DB,
  fields: { name?: string; sku?: string; price?: number; quantity?: number; minimumOrder?: number; packSize?: number; maximumOrder?: number | null; priceTiers?: PriceTier[]; status?: ProductStatus } = {},
) {
  const product = await createProduct(db, { name: fields.name, price: fields.price ?? 12.9, quantity: fields.quantity ?? 100, minimumOrder: fields.minimumOrder ?? 1 });
  return db
    .updateTable('products')
    .set({
      sku: fields.sku ?? `CT-${randomBytes(4).toString('hex').toUpperCase()}`,
      packSize: fields.packSize ?? 1,
      maximumOrder: fields.maximumOrder ?? null,
      // pg would send a JavaScript array as a Postgres array: jsonb wants its JSON text.
      priceTiers: sql<PriceTier[]>`${JSON.stringify(fields.priceTiers ?? [])}::jsonb`,
      status: fields.status ?? 'active',
    })
    .where('id', '=', product.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** 10+ at $11.50, 50+ at $10.90 below a base price of $12.90: the example. */
export const SPADE_TIERS: PriceTier[] = [
  { minQuantity: 10, priceCents: 1150 },
  { minQuantity: 50, priceCents: 1090 },
];

/** Calls the cart's REST paths as `user` (null: signed out), the way an API client would. */
export function restCart(app: FastifyInstance, db: DB) {
  return async (user: ContextUser | null, method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: `/api${path}`, headers: user ? await bearerHeaders(db, user) : {}, ...(payload ? { payload } : {}) });
}

/** What a customer saw of a line changes as an admin edits the product, straight in its row. */
export async function editProduct(db: DB, productId: string, fields: { priceCents?: number; quantity?: number; packSize?: number; status?: ProductStatus; deletedAt?: Date }) {
  await db.updateTable('products').set(fields).where('id', '=', productId).execute();
}

/**
 * `count` live products sold by the unit from 1, written in one statement (a 1,000-line cart's
 * worth in a moment), SKUs `${prefix}-0001` on, in that order.
 */
export async function createManyProducts(db: DB, count: number, fields: { prefix?: string; price?: number; quantity?: number } = {}) {
  const prefix = fields.prefix ?? `MP${randomBytes(3).toString('hex').toUpperCase()}`;
  return db
    .insertInto('products')
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix} tool ${String(i + 1).padStart(4, '0')}`,
        sku: `${prefix}-${String(i + 1).padStart(4, '0')}`,
        images: ['/images/products/spade.jpg'],
        description: 'A sturdy tool',
        priceCents: Math.round((fields.price ?? 2.5) * 100),
        quantity: fields.quantity ?? 100,
        minimumOrder: 1,
        status: 'active' as const,
      })),
    )
    .returningAll()
    .execute()
    .then((rows) => rows.sort((a, b) => a.sku.localeCompare(b.sku)));
}

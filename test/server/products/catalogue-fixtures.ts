import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../src/server/db/database';
import type { ProductStatus } from '../../../src/shared/schemas/product';

let made = 0;

/** A product with the catalogue's fields; price in dollars. */
export async function addProduct(
  db: DB,
  fields: { name: string; description?: string; sku?: string; status?: ProductStatus; categoryId?: string | null; price?: number; quantity?: number; minimumOrder?: number; createdAt?: Date; deleted?: boolean },
) {
  made += 1;
  return db
    .insertInto('products')
    .values({
      name: fields.name,
      description: fields.description ?? 'A garden tool',
      ...(fields.sku ? { sku: fields.sku } : {}),
      status: fields.status ?? 'active',
      categoryId: fields.categoryId ?? null,
      images: ['/images/products/spade.svg'],
      priceCents: Math.round((fields.price ?? 10) * 100),
      quantity: fields.quantity ?? 100,
      minimumOrder: fields.minimumOrder ?? 1,
      createdAt: fields.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, made)),
      deletedAt: fields.deleted ? new Date() : null,
    })
    .returning(['id', 'sku', 'name'])
    .executeTakeFirstOrThrow();
}

/** A category (a child when `parentId` is given). */
export function addCategory(db: DB, name: string, parentId: string | null = null) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return db.insertInto('categories').values({ name, slug, parentId }).returning(['id', 'slug']).executeTakeFirstOrThrow();
}

/** `GET url` with `query` as the query string. */
export function getWith(app: FastifyInstance, url: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return app.inject({ method: 'GET', url: search ? `${url}?${search}` : url, headers });
}

export interface Page {
  items: Array<{ _id: string; name: string; sku: string; price: number; status: string }>;
  nextCursor: string | null;
}

/** One page of `GET /api/catalogue`, failing on any status but 200. */
export async function cataloguePage(app: FastifyInstance, query: Record<string, string>): Promise<Page> {
  const response = await getWith(app, '/api/catalogue', query);
  if (response.statusCode !== 200) throw new Error(`GET /api/catalogue ${JSON.stringify(query)}: ${response.statusCode} ${response.body}`);
  return response.json() as Page;
}

/** The names of a catalogue search's first page. */
export async function namesFound(app: FastifyInstance, query: Record<string, string>): Promise<string[]> {
  return (await cataloguePage(app, query)).items.map((item) => item.name);
}

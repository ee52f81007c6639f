import type { DB } from '../../../db/database';
import { isLive } from './live-products';
import { productColumns } from './product-columns';

/** Live (active, not deleted) products, newest first. */
export function listLiveProducts(db: DB) {
  return db
    .selectFrom('products')
    .select(productColumns)
    .where(isLive)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export type ProductListRow = Awaited<ReturnType<typeof listLiveProducts>>[number];

/** One live product, or undefined when unknown, deleted, a draft or archived. */
export function findLiveProduct(db: DB, id: string) {
  return db.selectFrom('products').select(productColumns).where('id', '=', id).where(isLive).executeTakeFirst();
}

/** The live product whose current slug is `slug`, or undefined. */
export function findLiveProductBySlug(db: DB, slug: string) {
  return db.selectFrom('products').select(productColumns).where('slug', '=', slug).where(isLive).executeTakeFirst();
}

/**
 * The current slug of the live product that had `slug` before a rename (product_slugs), or
 * undefined: unknown, or the product is no longer live.
 */
export async function renamedSlug(db: DB, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('productSlugs')
    .innerJoin('products', 'products.id', 'productSlugs.productId')
    .select('products.slug')
    .where('productSlugs.slug', '=', slug)
    .where(isLive)
    .executeTakeFirst();
  return row?.slug;
}

import type { DB } from '../../db/database';
import { isLive } from './live-products';

const productColumns = ['id', 'sku', 'name', 'images', 'description', 'categoryId', 'status', 'minimumOrder', 'quantity', 'priceCents', 'createdAt'] as const;

/** Live (not deleted) products, newest first. */
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

/** One live product, or undefined when unknown or deleted. */
export function findLiveProduct(db: DB, id: string) {
  return db.selectFrom('products').select(productColumns).where('id', '=', id).where(isLive).executeTakeFirst();
}

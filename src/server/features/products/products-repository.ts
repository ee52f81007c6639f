import type { DB } from '../../db/database';

/** Live (not deleted) products, newest first. */
export function listLiveProducts(db: DB) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'image', 'description', 'minimumOrder', 'quantity', 'priceCents', 'createdAt'])
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export type ProductListRow = Awaited<ReturnType<typeof listLiveProducts>>[number];

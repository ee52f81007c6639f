import type { DB } from '../../db/database';

const productColumns = ['id', 'name', 'image', 'description', 'minimumOrder', 'quantity', 'priceCents', 'createdAt'] as const;

/** Live (not deleted) products, newest first. */
export function listLiveProducts(db: DB) {
  return db
    .selectFrom('products')
    .select(productColumns)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export type ProductListRow = Awaited<ReturnType<typeof listLiveProducts>>[number];

/** One live product, or undefined when unknown or deleted. */
export function findLiveProduct(db: DB, id: string) {
  return db.selectFrom('products').select(productColumns).where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

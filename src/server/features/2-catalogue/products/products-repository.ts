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

import type { DB } from '../../db/database';
import { isLive } from './live-products';

/** What an admin sets on a product, as stored (price in cents). */
export interface ProductValues {
  name: string;
  description: string;
  priceCents: number;
  quantity: number;
  minimumOrder: number;
  /** Left as they are when undefined (an update without new images). */
  images?: string[];
}

const columns = ['id', 'sku', 'name', 'images', 'description', 'categoryId', 'status', 'minimumOrder', 'quantity', 'priceCents', 'createdAt'] as const;

/** Inserts a product; answers the stored row. */
export function insertProduct(db: DB, values: ProductValues & { images: string[] }) {
  return db.insertInto('products').values(values).returning(columns).executeTakeFirstOrThrow();
}

/** A live product, locked for the rest of the transaction (orders wait for the change); undefined when unknown or deleted. */
export function lockLiveProduct(db: DB, id: string) {
  return db.selectFrom('products').select(columns).where('id', '=', id).where(isLive).forUpdate().executeTakeFirst();
}

/** Overwrites a live product's fields; answers the stored row. */
export function updateLiveProduct(db: DB, id: string, values: ProductValues) {
  return db
    .updateTable('products')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .where(isLive)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Marks a product deleted: it leaves the catalogue, its orders keep their snapshot and their reference. */
export async function softDeleteProduct(db: DB, id: string): Promise<void> {
  await db.updateTable('products').set({ deletedAt: new Date() }).where('id', '=', id).where(isLive).execute();
}

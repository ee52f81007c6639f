import type { PriceTier } from '../../../../shared/rules/quantity-rules';
import type { TaxClass } from '../../../../shared/rules/tax';
import type { ProductStatus } from '../../../../shared/schemas/product';
import type { DB } from '../../../db/database';
import { isKept } from './live-products';
import { priceTiersJson } from './price-tiers-json';
import { productColumns } from './product-columns';

/** What an admin sets on a product, as stored (price in cents). */
export interface ProductValues {
  name: string;
  description: string;
  priceCents: number;
  quantity: number;
  minimumOrder: number;
  /** Each of these is left as it is when undefined (on adding: the database's default). */
  images?: string[];
  sku?: string;
  categoryId?: string | null;
  status?: ProductStatus;
  packSize?: number;
  maximumOrder?: number | null;
  priceTiers?: PriceTier[];
  /** Grams; null clears it. */
  weightGrams?: number | null;
  taxClass?: TaxClass;
}

/** The values as columns take them (the tiers as JSON). */
const columnsOf = ({ priceTiers, ...values }: ProductValues) => ({ ...values, priceTiers: priceTiers && priceTiersJson(priceTiers) });

/** Inserts a product (without a SKU the database numbers one); answers the stored row. */
export function insertProduct(db: DB, values: ProductValues & { images: string[] }) {
  return db.insertInto('products').values({ ...columnsOf(values), images: values.images }).returning(productColumns).executeTakeFirstOrThrow();
}

/** A kept (not deleted) product of any status, locked for the rest of the transaction (orders wait for the change); undefined when unknown or deleted. */
export function lockKeptProduct(db: DB, id: string) {
  return db.selectFrom('products').select(productColumns).where('id', '=', id).where(isKept).forUpdate().executeTakeFirst();
}

/** Overwrites a kept product's fields (undefined ones stay); answers the stored row. */
export function updateKeptProduct(db: DB, id: string, values: ProductValues) {
  return db
    .updateTable('products')
    .set({ ...columnsOf(values), updatedAt: new Date() })
    .where('id', '=', id)
    .where(isKept)
    .returning(productColumns)
    .executeTakeFirstOrThrow();
}

/** Marks a product deleted: it leaves the catalogue, its orders keep their snapshot and their reference. */
export async function softDeleteProduct(db: DB, id: string): Promise<void> {
  await db.updateTable('products').set({ deletedAt: new Date() }).where('id', '=', id).where(isKept).execute();
}

/** What a bulk action sets on the products it selects. */
export type ProductBulkChange = { status: ProductStatus } | { categoryId: string | null };

/**
 * The kept products among `ids`, locked for the rest of the transaction in id order (two bulk
 * actions over overlapping selections take their locks in one order, so they never deadlock).
 */
export function lockKeptProducts(db: DB, ids: readonly string[]) {
  return db.selectFrom('products').select(productColumns).where('id', 'in', ids).where(isKept).orderBy('id').forUpdate().execute();
}

/** Sets `change` on the kept products among `ids`; answers the stored rows. */
export function changeKeptProducts(db: DB, ids: readonly string[], change: ProductBulkChange) {
  return db
    .updateTable('products')
    .set({ ...change, updatedAt: new Date() })
    .where('id', 'in', ids)
    .where(isKept)
    .returning(productColumns)
    .execute();
}

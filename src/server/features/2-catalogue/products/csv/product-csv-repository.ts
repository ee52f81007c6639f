import { sql } from 'kysely';
import type { DB } from '../../../../db/database';
import type { PriceTier } from '../../../../../shared/rules/quantity-rules';
import type { TaxClass } from '../../../../../shared/rules/tax';
import type { ProductStatus } from '../../../../../shared/schemas/product';
import { isKept } from '../live-products';
import { priceTiersJson } from '../price-tiers-json';
import { productColumns as columns } from '../product-columns';

/** A product's columns as the import writes them (price in cents, the category by id). */
export interface ProductCsvValues {
  sku: string;
  name: string;
  description: string;
  priceCents: number;
  quantity: number;
  minimumOrder: number;
  categoryId: string | null;
  status: ProductStatus;
  images: string[];
  packSize: number;
  maximumOrder: number | null;
  priceTiers: PriceTier[];
  weightGrams: number | null;
  taxClass: TaxClass;
}

/** The categories among `slugs`, as {id, slug}. */
export function categoriesWithSlugs(db: DB, slugs: readonly string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db.selectFrom('categories').select(['id', 'slug']).where('slug', 'in', slugs).execute();
}

/** The SKUs among `skus` that a kept product holds (not deleted, any status: drafts too). */
export function keptSkusAmong(db: DB, skus: readonly string[]) {
  if (skus.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select('sku').where('sku', 'in', skus).where(isKept).execute();
}

/** The kept products holding `skus` (any status), locked for the rest of the transaction (their audit "before"). */
export function lockKeptProductsBySku(db: DB, skus: readonly string[]) {
  if (skus.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').select(columns).where('sku', 'in', skus).where(isKept).forUpdate().execute();
}

export type LockedProduct = Awaited<ReturnType<typeof lockKeptProductsBySku>>[number];

/**
 * Inserts the products whose SKU no live product holds and overwrites those that one does, in
 * one statement (`products_sku_key` is unique among live rows, so a SKU added meanwhile by
 * someone else becomes an update too); answers the stored rows, `inserted` true for new ones.
 */
export function upsertProductsBySku(db: DB, values: readonly ProductCsvValues[]) {
  return db
    .insertInto('products')
    .values(values.map(({ priceTiers, ...row }) => ({ ...row, priceTiers: priceTiersJson(priceTiers) })))
    .onConflict((conflict) =>
      conflict
        .column('sku')
        .where('deletedAt', 'is', null)
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          priceCents: eb.ref('excluded.priceCents'),
          quantity: eb.ref('excluded.quantity'),
          minimumOrder: eb.ref('excluded.minimumOrder'),
          categoryId: eb.ref('excluded.categoryId'),
          status: eb.ref('excluded.status'),
          images: eb.ref('excluded.images'),
          packSize: eb.ref('excluded.packSize'),
          maximumOrder: eb.ref('excluded.maximumOrder'),
          priceTiers: eb.ref('excluded.priceTiers'),
          weightGrams: eb.ref('excluded.weightGrams'),
          taxClass: eb.ref('excluded.taxClass'),
          updatedAt: sql<Date>`now()`,
        })),
    )
    // xmax is 0 on a row version this statement inserted, and set on one it updated.
    .returning([...columns, sql<boolean>`xmax = 0`.as('inserted')])
    .execute();
}

/** One keyset page of the export: live products (any status) after `afterSku`, by SKU, with their category's slug. */
export function productCsvPage(db: DB, afterSku: string | null, limit: number) {
  let query = db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.categoryId')
    .select(['products.sku', 'products.name', 'products.description', 'products.priceCents', 'products.quantity', 'products.minimumOrder', 'categories.slug as category', 'products.status', 'products.images', 'products.packSize', 'products.maximumOrder', 'products.priceTiers', 'products.weightGrams', 'products.taxClass'])
    .where('products.deletedAt', 'is', null)
    .orderBy('products.sku')
    .limit(limit);
  if (afterSku !== null) query = query.where('products.sku', '>', afterSku);
  return query.execute();
}

export type ProductCsvExportRow = Awaited<ReturnType<typeof productCsvPage>>[number];

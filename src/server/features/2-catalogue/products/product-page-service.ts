import { stockState } from '../../../../shared/rules/product-offer';
import type { ProductPage } from '../../../../shared/schemas/product';
import type { DB } from '../../../db/database';
import { productFor, type ProductReader } from './reader-prices';
import { AppError } from '../../../errors/app-error';
import { findLiveProductBySlug, renamedSlug } from './products-repository';

/**
 * The live product a product page's slug names, with its stock state: by its current slug, or by
 * one it had before a rename (the answer's `slug` is then the current one, where the page
 * redirects). 404 for an unknown slug or a product that is not live (a draft, archived, deleted).
 * Priced for the reader (reader-prices.ts).
 */
export async function productPageOf(reader: ProductReader, slug: string): Promise<ProductPage> {
  const { db } = reader;
  const row = (await findLiveProductBySlug(db, slug)) ?? (await findRenamed(db, slug));
  if (!row) throw new AppError('not-found', 'No such product');
  return { ...(await productFor(reader, row)), stockState: stockState(row) };
}

async function findRenamed(db: DB, slug: string) {
  const current = await renamedSlug(db, slug);
  return current === undefined ? undefined : findLiveProductBySlug(db, current);
}

import { stockState } from '../../../../shared/rules/product-offer';
import type { ProductPage } from '../../../../shared/schemas/product';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { toProductDto } from './product-dto';
import { findLiveProductBySlug, renamedSlug } from './products-repository';

/**
 * The live product a product page's slug names, with its stock state: by its current slug, or by
 * one it had before a rename (the answer's `slug` is then the current one, where the page
 * redirects). 404 for an unknown slug or a product that is not live (a draft, archived, deleted).
 */
export async function productPageOf(db: DB, slug: string): Promise<ProductPage> {
  const row = (await findLiveProductBySlug(db, slug)) ?? (await findRenamed(db, slug));
  if (!row) throw new AppError('not-found', 'No such product');
  return { ...toProductDto(row), stockState: stockState(row) };
}

async function findRenamed(db: DB, slug: string) {
  const current = await renamedSlug(db, slug);
  return current === undefined ? undefined : findLiveProductBySlug(db, current);
}

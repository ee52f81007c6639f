import type { DB } from '../../../db/database';
import { isLive } from './live-products';

/** A URL of the sitemap, by its path, with the time its content last changed when known. */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** The public pages that are the same for everyone (the router's, minus sign-in and the like). */
export const STATIC_PATHS = ['/', '/products', '/blogs', '/portfolio', '/about'] as const;

/** The products a visitor can see. */
const shown = (db: DB) => db.selectFrom('products').where(isLive);

/** How many products the sitemap lists. */
export async function countShownProducts(db: DB): Promise<number> {
  const row = await shown(db).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * `limit` shown products' pages (`/products/{slug}`, issue 36) from `offset`, in id order (stable
 * between the pages of one version).
 */
export async function shownProductPage(db: DB, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await shown(db).select(['slug', 'updatedAt']).orderBy('id').offset(offset).limit(limit).execute();
  return rows.map((row) => ({ path: `/products/${row.slug}`, lastmod: row.updatedAt }));
}

/** Every category's catalogue page, parents first in the shop's order. */
export async function categoryEntries(db: DB): Promise<SitemapEntry[]> {
  const rows = await db.selectFrom('categories').select(['slug', 'updatedAt']).orderBy('parentId', (ob) => ob.nullsFirst()).orderBy('position').orderBy('slug').execute();
  return rows.map((row) => ({ path: `/products?category=${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt }));
}

import { categorySlugSchema } from '../../shared/schemas/category';
import { idSchema } from '../../shared/schemas/ids';
import type { DB } from '../db/database';
import { findCategoryBySlug } from '../features/products/categories/categories-repository';
import { findLiveProduct } from '../features/products/products-repository';
import { metaDescription, type PageHead } from './page-head';

/** How the server sends a page: its status, and the head it gets instead of the prerendered one. */
export interface PageAnswer {
  status: 200 | 404;
  head: PageHead | null;
}

const PRODUCT_PAGE = /^\/purchase\/([^/]+)\/?$/;
const CATALOGUE_PAGE = /^\/products\/?$/;
const ANY_PAGE: PageAnswer = { status: 200, head: null };

/**
 * The head of the pages that show catalogue data, read from the database on each request (one
 * indexed row):
 *
 * - `/purchase/{id}`: the product's name as the title (`{name} — Toolyard`, the site title's
 *   convention), its description, and its canonical URL. An unknown, deleted, draft or archived
 *   product is a 404, with the page as it is: the client shows its "couldn't find this product".
 * - `/products`, and `/products?category={slug}` for a category that exists: a canonical URL
 *   without the search, sort or page parameters, so every view of one category is one page.
 *
 * URLs are absolute on `origin` (PUBLIC_URL), never on the request's Host header.
 */
export async function pageAnswerOf(db: DB, origin: string, url: string): Promise<PageAnswer> {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) {
    const id = idSchema.safeParse(product[1]);
    const row = id.success ? await findLiveProduct(db, id.data) : undefined;
    if (!row) return { status: 404, head: null };
    return { status: 200, head: { title: `${row.name} — Toolyard`, description: metaDescription(row.description), canonical: `${origin}/purchase/${row.id}` } };
  }
  if (CATALOGUE_PAGE.test(pathname)) {
    const slug = categorySlugSchema.safeParse(new URLSearchParams(search).get('category'));
    const category = slug.success ? await findCategoryBySlug(db, slug.data) : undefined;
    return { status: 200, head: { canonical: category ? `${origin}/products?category=${category.slug}` : `${origin}/products` } };
  }
  return ANY_PAGE;
}

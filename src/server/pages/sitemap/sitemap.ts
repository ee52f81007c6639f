import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AppServices } from '../../services';
import type { StoredAnswer } from '../../response-cache/answer-store';
import { answerWriter } from '../../response-cache/answer-writer';
import type { ResponseCache } from '../../response-cache/response-cache';
import { STATIC_PATHS, categoryEntries, countShownProducts, shownProductPage, type SitemapEntry } from '../../features/2-catalogue/products/sitemap-entries';
import { URLSET_CLOSE, URLSET_OPEN, sitemapIndex, urlElement } from './sitemap-xml';

/** The protocol's limit per sitemap file (sitemaps.org). */
export const URLS_PER_SITEMAP = 50_000;
const CONTENT_TYPE = 'application/xml; charset=utf-8';
/** Products read per query while a page is written. */
const BATCH = 5_000;

/**
 * The site's URLs in one order: the static pages, the categories, then the products by id. Page
 * `page` (from 1) holds URLs `(page - 1) * 50,000` to `page * 50,000`; the fixed ones are few.
 */
async function writePage(db: DB, origin: string, fixed: SitemapEntry[], page: number): Promise<StoredAnswer> {
  const start = (page - 1) * URLS_PER_SITEMAP;
  const end = start + URLS_PER_SITEMAP;
  const answer = answerWriter(CONTENT_TYPE);
  answer.write(URLSET_OPEN);
  answer.write(fixed.slice(start, end).map((entry) => urlElement(origin, entry)).join(''));
  for (let at = Math.max(start, fixed.length); at < end; at += BATCH) {
    const products = await shownProductPage(db, at - fixed.length, Math.min(BATCH, end - at));
    answer.write(products.map((entry) => urlElement(origin, entry)).join(''));
    if (products.length < BATCH) break;
  }
  answer.write(URLSET_CLOSE);
  return answer.end();
}

/**
 * `GET /sitemap.xml` and `GET /sitemap-{n}.xml`: the static pages, every category's catalogue page
 * and every product a visitor can see, on absolute URLs of `PUBLIC_URL` (never the request's Host).
 * Up to 50,000 URLs `/sitemap.xml` is the sitemap itself; past that it is an index of
 * `/sitemap-{n}.xml` pages, and `/sitemap-{n}.xml` answers only then, for an n it lists (else 404).
 * Each file is built once per cache version, as ready bytes, by the response cache.
 */
export function registerSitemap(app: FastifyInstance, { db, config }: AppServices, cache: ResponseCache): void {
  const origin = config.publicUrl;
  const layout = async () => {
    const fixed = [...STATIC_PATHS.map((path) => ({ path, lastmod: null })), ...(await categoryEntries(db))];
    const total = fixed.length + (await countShownProducts(db));
    return { fixed, pages: Math.ceil(total / URLS_PER_SITEMAP) };
  };

  // sendBuilt resolves with nothing once sent: each handler returns its reply after it.
  app.get('/sitemap.xml', async (request, reply) => {
    await cache.sendBuilt(request, reply, 'sitemap', async () => {
      const { fixed, pages } = await layout();
      if (pages > 1) {
        const index = answerWriter(CONTENT_TYPE);
        index.write(sitemapIndex(origin, pages));
        return index.end();
      }
      return writePage(db, origin, fixed, 1);
    });
    return reply;
  });

  app.get<{ Params: { page: string } }>('/sitemap-:page.xml', async (request, reply) => {
    const page = /^[1-9][0-9]{0,5}$/.test(request.params.page) ? Number(request.params.page) : 0;
    if (page === 0) throw new AppError('not-found', 'Not found');
    await cache.sendBuilt(request, reply, `sitemap-${page}`, async () => {
      const { fixed, pages } = await layout();
      if (pages === 1 || page > pages) throw new AppError('not-found', 'Not found');
      return writePage(db, origin, fixed, page);
    });
    return reply;
  });
}

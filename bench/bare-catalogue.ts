/**
 * The bare `GET /catalogue` (bench/catalogue.ts compares `GET /api/catalogue` with it): the
 * statements the app's catalogue service runs, built by the app's own functions so the SQL is
 * identical (the category's ids by slug, the search's words looked up in the vocabulary, then
 * `listProductPage`, a search by relevance tier by tier, with one row more than the page to know
 * whether a next page exists), on a
 * Kysely pool of the same size. No validation, no cursor, no DTO mapping, no response cache: the
 * rows go out with JSON.stringify.
 */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PAGE_SIZE } from '../src/shared/schemas/catalogue';
import { createDatabase } from '../src/server/db/database';
import { findCategoryIdsBySlug } from '../src/server/features/2-catalogue/products/catalogue/category-ids-repository';
import { lookUpSearchWords } from '../src/server/features/2-catalogue/products/catalogue/catalogue-words-repository';
import type { ProductSearch } from '../src/server/features/2-catalogue/products/catalogue/product-page-query';
import { listProductPage } from '../src/server/features/2-catalogue/products/catalogue/product-page-rows';
import { searchTerms } from '../src/server/features/2-catalogue/products/catalogue/search-terms';

export function registerBareCatalogue(bare: FastifyInstance, databaseUrl: string): void {
  const db = createDatabase(databaseUrl);
  bare.addHook('onClose', () => db.destroy());
  bare.get('/catalogue', async (request, reply) => {
    const { q, category } = request.query as { q?: string; category?: string };
    const categoryIds = category ? await findCategoryIdsBySlug(db, category) : null;
    let search: ProductSearch | undefined;
    if (q) {
      const terms = searchTerms(q);
      search = { words: await lookUpSearchWords(db, terms.words), sku: terms.sku };
    }
    const filter = { statuses: ['active'] as const, categoryIds, inStock: false, search };
    const rows = await listProductPage(db, filter, { sort: q ? 'relevance' : 'newest', after: null, limit: CATALOGUE_PAGE_SIZE + 1 });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(rows.slice(0, CATALOGUE_PAGE_SIZE)));
  });
}

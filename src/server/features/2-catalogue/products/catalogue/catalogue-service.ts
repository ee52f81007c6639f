import { dollarsToCents } from '../../../../../shared/money';
import type { CatalogueQuery, CataloguePage } from '../../../../../shared/schemas/catalogue';
import type { DB } from '../../../../db/database';
import { findCategoryIdsBySlug } from './category-ids-repository';
import { productPage } from './product-page';

/** Dollars as typed (at most two decimals by the schema's bounds) to cents. */
const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : dollarsToCents(dollars));

/**
 * The shop's search and browse (`GET /api/catalogue`): active products only, never drafts,
 * archived or deleted ones. An unknown category slug answers an empty page (as a filter that
 * matches nothing does), not an error: a shared link to a category since removed still opens.
 * Prices are dollars, both ends included; `inStock=true` keeps products one can order now.
 */
export async function cataloguePage(db: DB, query: CatalogueQuery): Promise<CataloguePage> {
  return productPage(db, {
    filter: {
      statuses: ['active'],
      categoryIds: query.category ? await findCategoryIdsBySlug(db, query.category) : null,
      minPriceCents: cents(query.minPrice),
      maxPriceCents: cents(query.maxPrice),
      inStock: query.inStock === 'true',
    },
    q: query.q,
    sort: query.sort,
    limit: query.limit,
    cursor: query.cursor,
  });
}

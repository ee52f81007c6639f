import { sql } from 'kysely';
import { dollarsToCents } from '../../../../../shared/money';
import type { CatalogueQuery } from '../../../../../shared/schemas/catalogue';
import type { CataloguePage } from '../../../../../shared/schemas/catalogue-page';
import { findCategoryIdsBySlug } from './category-ids-repository';
import { productPage, type ProductPageInput } from './product-page';
import { contractViewerOf, productsFor, type ProductReader } from '../reader-prices';

/** Dollars as typed (at most two decimals by the schema's bounds) to cents. */
const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : dollarsToCents(dollars));

/**
 * The shop's search and browse (`GET /api/catalogue`): active products only, never drafts,
 * archived or deleted ones. An unknown category slug answers an empty page (as a filter that
 * matches nothing does), not an error: a shared link to a category since removed still opens.
 * Prices are dollars, both ends included; `inStock=true` keeps products one can order now.
 * Priced for the reader: a contract viewer's prices, their price filter and sort by the price they
 * pay (price-lists' viewerPriceCentsSql), and their answer private (docs/decisions/139-contract-reads).
 */
export async function cataloguePage(reader: ProductReader, query: CatalogueQuery): Promise<CataloguePage> {
  const { db } = reader;
  // Who reads is asked while the page is read when the page does not depend on their prices
  // (no price filter, no price sort): only the items' prices wait for it.
  const byPrice = query.minPrice !== undefined || query.maxPrice !== undefined || query.sort === 'price_asc' || query.sort === 'price_desc';
  const reading = contractViewerOf(reader);
  // Awaited below; a page refused first (a bad cursor) must not leave its failure unhandled.
  reading.catch(() => undefined);
  const viewer = byPrice ? await reading : null;
  const readerPriceCents = viewer ? reader.ports.viewerPriceCentsSql(viewer, sql.ref('products.id'), sql.ref('products.price_cents')) : undefined;
  const page: ProductPageInput = {
    filter: {
      statuses: ['active'],
      categoryIds: query.category ? await findCategoryIdsBySlug(db, query.category) : null,
      minPriceCents: cents(query.minPrice),
      maxPriceCents: cents(query.maxPrice),
      inStock: query.inStock === 'true',
      readerPriceCents,
    },
    q: query.q,
    sort: query.sort,
    limit: query.limit,
    cursor: query.cursor,
  };
  return productPage(db, page, async (rows) => productsFor(reader, await reading, rows));
}

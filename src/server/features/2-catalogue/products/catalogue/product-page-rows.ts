import type { DB } from '../../../../db/database';
import { productPageQuery, type PageRequest, type ProductFilter, type ProductPageRow } from './product-page-query';
import { relevanceTierPage } from './relevance-tiers';

/** The rows of a page: relevanceTierPage for a search by relevance, productPageQuery otherwise. */
export function listProductPage(db: DB, filter: ProductFilter, page: PageRequest): Promise<ProductPageRow[]> {
  if (filter.search && page.sort === 'relevance') return relevanceTierPage(db, { ...filter, search: filter.search }, page);
  return productPageQuery(db, filter, page).execute();
}

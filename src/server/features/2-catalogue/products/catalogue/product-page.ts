import type { CatalogueSort } from '../../../../../shared/schemas/catalogue';
import { CATALOGUE_PAGE_SIZE } from '../../../../../shared/schemas/catalogue';
import type { DB } from '../../../../db/database';
import { toProductDto } from '../product-dto';
import type { ProductListRow } from '../products-repository';
import { decodeCatalogueCursor, encodeCatalogueCursor } from './catalogue-cursor';
import { lookUpSearchWords } from './catalogue-words-repository';
import type { ProductFilter } from './product-page-query';
import { listProductPage } from './product-page-rows';
import { searchTerms } from './search-terms';

/** A page as asked for: the filter without its search (typed text here), the sort, the page. */
export interface ProductPageInput {
  filter: Omit<ProductFilter, 'search'>;
  q?: string;
  sort?: CatalogueSort;
  limit?: number;
  cursor?: string;
}

/**
 * One page of products, for the shop and the admin alike (they differ in `filter.statuses`, and the
 * admin's items, `toItems`, carry a product's weight and tax class; the shop's are priced for the
 * reader, the whole page at once). The
 * sort is relevance with a search and newest without (relevance without one is newest). The
 * search's words are looked up in the catalogue's vocabulary first (one statement; typos
 * corrected), then the page is read. `nextCursor` is null on the last page.
 *
 * Errors: 400 on `cursor` for a cursor we did not make, or made for another sort.
 */
export async function productPage<Item = ReturnType<typeof toProductDto>>(
  db: DB,
  input: ProductPageInput,
  toItems: (rows: ProductListRow[]) => Item[] | Promise<Item[]> = (rows) => rows.map((row) => toProductDto(row)) as Item[],
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const q = input.q?.trim() || undefined;
  const requested = input.sort ?? (q ? 'relevance' : 'newest');
  const sort = requested === 'relevance' && !q ? 'newest' : requested;
  const after = input.cursor ? decodeCatalogueCursor(input.cursor, sort) : null;
  const limit = input.limit ?? CATALOGUE_PAGE_SIZE;
  if (input.filter.categoryIds?.length === 0) return { items: [], nextCursor: null };

  let search: ProductFilter['search'];
  if (q) {
    const terms = searchTerms(q);
    search = { words: await lookUpSearchWords(db, terms.words), sku: terms.sku };
  }
  const rows = await listProductPage(db, { ...input.filter, search }, { sort, after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await toItems(page),
    nextCursor: rows.length > limit && last ? encodeCatalogueCursor({ sort, key: last.sortKey, id: last.id }) : null,
  };
}

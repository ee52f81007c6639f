import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { inStockSql } from '../../../../../shared/rules/quantity-rules';
import type { CatalogueSort } from '../../../../../shared/schemas/catalogue';
import type { ProductStatus } from '../../../../../shared/schemas/product';
import type { DB } from '../../../../db/database';
import type { CatalogueKey } from './catalogue-cursor';
import type { SearchWord } from './catalogue-words-repository';
import { isKept } from '../live-products';
import { productColumns } from '../product-columns';
import { skuMatchOf, skuTiersOf } from './sku-tiers';

/** What a page of products is filtered by; the shop and the admin differ only in `statuses`. */
export interface ProductFilter {
  /** The statuses shown: the shop only `active`; the admin all three, or the one it asked for. */
  statuses: readonly ProductStatus[];
  /** Products in one of these categories; null: any category or none. */
  categoryIds: string[] | null;
  minPriceCents?: number;
  maxPriceCents?: number;
  /**
   * The price from one unit the reader pays, when it is not the product's own (a contract
   * viewer's: price-lists' viewerPriceCentsSql through the ports): the price filter and the price
   * sorts use it. Absent: `products.price_cents` and its indexes, as for every visitor.
   */
  readerPriceCents?: Expression<number>;
  /** Only products one can order now: at least the smallest order in stock (inStockSql, isOutOfStock's SQL form). */
  inStock: boolean;
  search?: ProductSearch;
}

/** A search, its words already looked up in the catalogue's vocabulary. */
export interface ProductSearch {
  words: SearchWord[];
  /** The search read as a SKU: an exact SKU ranks first, a SKU it starts next. */
  sku: string | null;
}

export interface PageRequest {
  sort: CatalogueSort;
  after: CatalogueKey | null;
  limit: number;
}


/** A tsquery of `lexemes` as alternatives, each quoted (tsquery input syntax: `''` and `\\` escaped). */
const anyOf = (lexemes: string[]) => lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');

/**
 * The text search: every word (stop words aside) as a prefix, stemmed ('english', the name and
 * description) and as typed ('simple', the SKU), or as one of its corrections. Null when no word
 * is left to search for. A prefix whose known lexemes were looked up (SearchWord.lexemes) is
 * searched as those lexemes exactly: the same matches, without the text index's bitmap of every
 * product under the prefix.
 */
export function textQuery(words: SearchWord[]): RawBuilder<unknown> | null {
  const searched = words.filter((word) => !word.stopWord);
  if (searched.length === 0) return null;
  return sql.join(
    searched.map(({ word, corrections, lexemes }) => {
      const prefix = lexemes
        ? [sql`${anyOf(lexemes)}::tsquery`]
        : [sql`to_tsquery('english'::regconfig, ${`${word}:*`})`, sql`to_tsquery('simple'::regconfig, ${`${word}:*`})`];
      const alternatives = [
        ...prefix,
        ...corrections.map((correction) => sql`to_tsquery('english'::regconfig, ${correction})`),
      ];
      return sql`(${sql.join(alternatives, sql` || `)})`;
    }),
    sql` && `,
  );
}

/**
 * A search's match: a text match, or its SKU tiers' (relevance-tiers.ts: the exact SKU, or a SKU
 * it starts when at least SKU_PREFIX_MIN long); null when neither is left.
 */
export function searchMatch(search: ProductSearch): Expression<SqlBool> | null {
  const text = textQuery(search.words);
  const skus = skuTiersOf(search);
  const textMatch = text ? sql<SqlBool>`products.search_vector @@ (${text})` : null;
  const skuMatch = skus ? skuMatchOf(skus) : null;
  if (textMatch && skuMatch) return sql<SqlBool>`(${textMatch} or ${skuMatch})`;
  return textMatch ?? skuMatch;
}

/** The creation time a newest-sort key (microseconds since the epoch, as text) stands for. */
export const timeOfNewestKey = (key: string) => sql`timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond'`;

/**
 * Each sort: its key as text (what the cursor carries), its order, and "after the key" as a row
 * comparison. Relevance here is newest: with a search it goes through relevance-tiers.ts. The price
 * sorts go by `readerPriceCents` when given (a contract viewer's price), else the product's own.
 */
export function keyset(sort: CatalogueSort, readerPriceCents?: Expression<number>) {
  const price = readerPriceCents ?? sql<number>`products.price_cents`;
  switch (sort) {
    case 'newest':
      return {
        key: sql<string>`(extract(epoch from products.created_at) * 1000000)::bigint::text`,
        order: sql`products.created_at desc, products.id desc`,
        after: (key: CatalogueKey) =>
          sql<SqlBool>`(products.created_at, products.id) < (${timeOfNewestKey(key.key)}, ${key.id}::uuid)`,
      };
    case 'price_asc':
      return {
        key: sql<string>`(${price})::text`,
        order: sql`${price}, products.id`,
        after: (key: CatalogueKey) => sql<SqlBool>`(${price}, products.id) > (${key.key}::bigint, ${key.id}::uuid)`,
      };
    case 'price_desc':
      return {
        key: sql<string>`(${price})::text`,
        order: sql`${price} desc, products.id desc`,
        after: (key: CatalogueKey) => sql<SqlBool>`(${price}, products.id) < (${key.key}::bigint, ${key.id}::uuid)`,
      };
    case 'name':
      // Byte order (collate "C"): the same on every machine, and the order of products_name_idx.
      return {
        key: sql<string>`lower(products.name) collate "C"`,
        order: sql`lower(products.name) collate "C", products.id`,
        after: (key: CatalogueKey) => sql<SqlBool>`(lower(products.name) collate "C", products.id) > (${key.key} collate "C", ${key.id}::uuid)`,
      };
    case 'relevance':
      return keyset('newest');
  }
}

/**
 * The products that are not deleted and pass `filter`'s statuses, categories, prices and stock
 * (not its search): the start of every page statement.
 */
export function filteredProducts(db: DB, filter: ProductFilter) {
  // The shop asks for `active` only, which with isKept is isLive; written apart so the admin's
  // statuses go through the same query and the same indexes.
  let query = db.selectFrom('products').where(isKept).where('products.status', 'in', filter.statuses);
  if (filter.categoryIds) query = filter.categoryIds.length > 0 ? query.where('products.categoryId', 'in', filter.categoryIds) : query.where(sql<SqlBool>`false`);
  const price = filter.readerPriceCents;
  if (price) {
    if (filter.minPriceCents !== undefined) query = query.where(sql<SqlBool>`${price} >= ${filter.minPriceCents}`);
    if (filter.maxPriceCents !== undefined) query = query.where(sql<SqlBool>`${price} <= ${filter.maxPriceCents}`);
  } else {
    if (filter.minPriceCents !== undefined) query = query.where('products.priceCents', '>=', filter.minPriceCents);
    if (filter.maxPriceCents !== undefined) query = query.where('products.priceCents', '<=', filter.maxPriceCents);
  }
  if (filter.inStock) query = query.where(sql.raw<SqlBool>(inStockSql('products')));
  return query;
}

/**
 * One keyset page of products that are not deleted: `page.limit` rows after `page.after` in
 * `page.sort`, passing `filter`, each with its sort key. Each sort walks its index
 * (migrations/2026-11-24T03-00-catalogue-search.ts) and stops after `limit` rows; a search
 * narrows to its matches. Rows inserted or deleted between pages never shift a later page: the
 * cursor is a position in the order, not an offset. Unrun, so tests can read its plan. Relevance
 * here is newest; a search by relevance is relevanceTierPage's (relevance-tiers.ts).
 */
export function productPageQuery(db: DB, filter: ProductFilter, page: PageRequest) {
  const match = filter.search ? searchMatch(filter.search) : null;
  const sort = keyset(page.sort, filter.readerPriceCents);
  let query = filteredProducts(db, filter).select(productColumns).select(sort.key.as('sortKey'));
  if (filter.search) query = query.where(match ?? sql<SqlBool>`false`);
  if (page.after) query = query.where(sort.after(page.after));
  return query.orderBy(sort.order).limit(page.limit);
}

export type ProductPageRow = Awaited<ReturnType<ReturnType<typeof productPageQuery>['execute']>>[number];

import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../../../db/database';
import type { CatalogueKey } from './catalogue-cursor';
import { productColumns } from '../product-columns';
import { filteredProducts, keyset, textQuery, type PageRequest, type ProductFilter, type ProductPageRow, type ProductSearch } from './product-page-query';
import { skuMatchOf, skuTiersOf } from './sku-tiers';

/**
 * Rows a text tier reads newest first before it gives up walking (readByWalk): past this many
 * without a page of matches, the matches are sparse enough to read through the text index.
 */
const WALK_BUDGET = 1000;

/** Relevance, best first: the exact SKU, a SKU the search starts, every word in the name or SKU, the rest. */
export const RELEVANCE_TIERS = { sku: 3, skuPrefix: 2, name: 1, other: 0 } as const;

type SearchFilter = ProductFilter & { search: ProductSearch };
/** Where a relevance page ended: its tier, and the row's place in that tier's order. */
export type RelevanceKey =
  /** The SKU-prefix tier, in SKU order (the SKU index's). */
  | { tier: typeof RELEVANCE_TIERS.skuPrefix; sku: string }
  /** Any other tier: the newest sort's key within the tier (microseconds) and the row's id. */
  | { tier: number; newest: CatalogueKey };

/** The cursor key of the SKU-prefix tier (`2:sku:{SKU}`); every other tier's is `tier:microseconds` (catalogue-cursor.ts checks both shapes). */
const SKU_KEY = `${RELEVANCE_TIERS.skuPrefix}:sku:`;

function relevanceKey(after: CatalogueKey | null): RelevanceKey | null {
  if (!after) return null;
  if (after.key.startsWith(SKU_KEY)) return { tier: RELEVANCE_TIERS.skuPrefix, sku: after.key.slice(SKU_KEY.length) };
  const [tier, micros] = after.key.split(':');
  return { tier: Number(tier), newest: { sort: 'newest', key: micros!, id: after.id } };
}

const newest = keyset('newest');
const tierKey = (tier: Expression<number> | number) => sql<string>`${tier}::text || ':' || ${newest.key}`;
/** The newest-sort position inside its tier, or null for a cursor of another tier or order. */
const newestIn = (after: RelevanceKey | null, tier: number) => (after && after.tier === tier && 'newest' in after ? after.newest : null);

/**
 * One page of a search by relevance: the tiers in order (RELEVANCE_TIERS), one statement per tier
 * until the page is full (a common word fills it from the name tier alone). A tier is all its
 * matches, or none, before the next begins, so a page never needs `ts_rank` over every match:
 * each statement reads only about a page of rows. The SKU tiers read the SKU indexes only: the
 * exact SKU by equality, the SKUs a search starts in SKU order (docs/decisions/105).
 */
export async function relevanceTierPage(db: DB, filter: SearchFilter, page: PageRequest): Promise<ProductPageRow[]> {
  const after = relevanceKey(page.after);
  const text = textQuery(filter.search.words);
  const skus = skuTiersOf(filter.search);
  const notSku = skus ? sql<SqlBool>`not (${skuMatchOf(skus)})` : sql<SqlBool>`true`;
  const rows: ProductPageRow[] = [];
  const need = () => page.limit - rows.length;
  if (skus && !after) rows.push(...(await exactSkuQuery(db, filter, skus.sku).execute()));
  if (skus?.prefix && rows.length < page.limit && (!after || after.tier >= RELEVANCE_TIERS.skuPrefix)) {
    const from = after && 'sku' in after ? after.sku : null;
    rows.push(...(await skuPrefixQuery(db, filter, skus.sku, skus.prefix, from, need()).execute()));
  }
  if (text && rows.length < page.limit && (!after || after.tier >= RELEVANCE_TIERS.name)) {
    const match = sql<SqlBool>`products.name_vector @@ (${text}) and ${notSku}`;
    rows.push(...(await readTier(db, filter, RELEVANCE_TIERS.name, match, after, need())));
  }
  if (text && rows.length < page.limit) {
    const match = sql<SqlBool>`products.search_vector @@ (${text}) and not (products.name_vector @@ (${text})) and ${notSku}`;
    rows.push(...(await readTier(db, filter, RELEVANCE_TIERS.other, match, after, need())));
  }
  return rows;
}

/** The product whose SKU is the search (tier 3): one row at most, through the unique SKU index. */
export function exactSkuQuery(db: DB, filter: SearchFilter, sku: string) {
  return filteredProducts(db, filter).select(productColumns).select(tierKey(RELEVANCE_TIERS.sku).as('sortKey')).where('products.sku', '=', sku).limit(1);
}

/**
 * The SKU-prefix tier's next `limit` rows after the SKU `from`, in SKU order: a range of the SKU
 * index (products_sku_prefix_idx, text_pattern_ops, hence `~<~`: byte order), walked and stopped.
 * A prefix most SKUs share ("GEN") fills a page from its first entries; the planner reads a
 * filter few products pass (a category) through the filter's own index instead.
 */
export function skuPrefixQuery(db: DB, filter: SearchFilter, sku: string, prefix: string, from: string | null, limit: number) {
  let query = filteredProducts(db, filter).select(productColumns).select(sql<string>`${SKU_KEY} || products.sku`.as('sortKey')).where(sql<SqlBool>`products.sku like ${prefix}`).where('products.sku', '<>', sku);
  if (from !== null) query = query.where(sql<SqlBool>`products.sku ~>~ ${from}`);
  return query.orderBy(sql`products.sku using ~<~`).limit(limit);
}

/**
 * A text tier's next `limit` rows: by walking (tierByWalk) when that finds them, else through the
 * text index (tierByIndex). Which is cheaper depends on how common the words are in the tier,
 * which the planner cannot tell for a prefix (its estimate is a constant on a small vocabulary);
 * trying the walk first bounds both: a common word costs a short walk, a rare one at most
 * WALK_BUDGET rows and then its few matches.
 */
async function readTier(db: DB, filter: SearchFilter, tier: number, match: Expression<SqlBool>, after: RelevanceKey | null, limit: number): Promise<ProductPageRow[]> {
  const walked = await tierByWalk(db, filter, tier, match, after, limit).execute();
  return walked.length === limit ? walked : tierByIndex(db, filter, tier, match, after, limit).execute();
}

/** A tier's rows after the cursor (the cursor applies within its own tier; a later tier starts at its top). */
function tierCandidates(db: DB, filter: SearchFilter, tier: number, after: RelevanceKey | null) {
  const query = filteredProducts(db, filter);
  const from = newestIn(after, tier);
  return from ? query.where(newest.after(from)) : query;
}

/** The tier's first `limit` matches among the WALK_BUDGET newest candidates: the newest index, walked and stopped. */
export function tierByWalk(db: DB, filter: SearchFilter, tier: number, match: Expression<SqlBool>, after: RelevanceKey | null, limit: number) {
  return db
    .with('products', () => tierCandidates(db, filter, tier, after).selectAll('products').orderBy(newest.order).limit(WALK_BUDGET))
    .selectFrom('products')
    .select(productColumns)
    .select(tierKey(tier).as('sortKey'))
    .where(match)
    .orderBy(newest.order)
    .limit(limit);
}

/** The tier's first `limit` matches, read through the text index (fenced, so the planner cannot walk the newest index instead). */
export function tierByIndex(db: DB, filter: SearchFilter, tier: number, match: Expression<SqlBool>, after: RelevanceKey | null, limit: number) {
  return db
    .with((cte) => cte('products').materialized(), () => tierCandidates(db, filter, tier, after).select(productColumns).where(match))
    .selectFrom('products')
    .select(productColumns)
    .select(tierKey(tier).as('sortKey'))
    .orderBy(newest.order)
    .limit(limit);
}

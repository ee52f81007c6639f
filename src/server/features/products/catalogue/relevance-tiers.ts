import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../../db/database';
import type { CatalogueKey } from './catalogue-cursor';
import { productColumns } from '../product-columns';
import { filteredProducts, keyset, startsWith, textQuery, timeOfNewestKey, type PageRequest, type ProductFilter, type ProductPageRow, type ProductSearch } from './product-page-query';

/**
 * Rows a text tier reads newest first before it gives up walking (readByWalk): past this many
 * without a page of matches, the matches are sparse enough to read through the text index.
 */
const WALK_BUDGET = 1000;

/** Relevance, best first: the exact SKU, a SKU the search starts, every word in the name or SKU, the rest. */
export const RELEVANCE_TIERS = { sku: 3, skuPrefix: 2, name: 1, other: 0 } as const;

type SearchFilter = ProductFilter & { search: ProductSearch };
export interface RelevanceKey {
  tier: number;
  /** The newest sort's key within the tier (microseconds) and the row's id. */
  newest: CatalogueKey;
}

/** A relevance cursor key: `tier:microseconds` (catalogue-cursor.ts checks its shape). */
function relevanceKey(after: CatalogueKey | null): RelevanceKey | null {
  if (!after) return null;
  const [tier, micros] = after.key.split(':');
  return { tier: Number(tier), newest: { sort: 'newest', key: micros!, id: after.id } };
}

const newest = keyset('newest');
const tierKey = (tier: Expression<number> | number) => sql<string>`${tier}::text || ':' || ${newest.key}`;

/**
 * One page of a search by relevance: the tiers in order (RELEVANCE_TIERS), each newest first,
 * one statement per tier until the page is full (a common word fills it from the name tier
 * alone). A tier is all its matches, or none, before the next begins, so a page never needs
 * `ts_rank` over every match: each statement reads only about a page of rows.
 */
export async function relevanceTierPage(db: DB, filter: SearchFilter, page: PageRequest): Promise<ProductPageRow[]> {
  const after = relevanceKey(page.after);
  const text = textQuery(filter.search.words);
  const skuPrefix = filter.search.sku ? startsWith(filter.search.sku) : null;
  const notSku = skuPrefix ? sql<SqlBool>`not (products.sku like ${skuPrefix})` : sql<SqlBool>`true`;
  const rows: ProductPageRow[] = [];
  const need = () => page.limit - rows.length;
  if (skuPrefix && (!after || after.tier >= RELEVANCE_TIERS.skuPrefix)) rows.push(...(await skuTierQuery(db, filter, filter.search.sku!, skuPrefix, after, need()).execute()));
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

/** The products whose SKU is the search (tier 3) or starts with it (tier 2): a few, through the SKU index. */
export function skuTierQuery(db: DB, filter: SearchFilter, sku: string, skuPrefix: string, after: RelevanceKey | null, limit: number) {
  const tier = sql<number>`case when products.sku = ${sku} then ${RELEVANCE_TIERS.sku} else ${RELEVANCE_TIERS.skuPrefix} end`;
  let query = filteredProducts(db, filter).select(productColumns).select(tierKey(tier).as('sortKey')).where(sql<SqlBool>`products.sku like ${skuPrefix}`);
  if (after) query = query.where(sql<SqlBool>`(${tier}, products.created_at, products.id) < (${after.tier}, ${timeOfNewestKey(after.newest.key)}, ${after.newest.id}::uuid)`);
  return query.orderBy(sql`${tier} desc, ${newest.order}`).limit(limit);
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
  return after && after.tier === tier ? query.where(newest.after(after.newest)) : query;
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

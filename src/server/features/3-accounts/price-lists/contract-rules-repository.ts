import { sql, type Expression, type RawBuilder } from 'kysely';
import type { ContractRule, PricedBy } from '../../../../shared/rules/contract-prices';
import type { PriceTier } from '../../../../shared/rules/quantity-rules';
import type { DB } from '../../../db/database';

/** The list that prices a product for a company, and how. */
export interface ContractRuleOf {
  priceList: PricedBy;
  rule: ContractRule;
}

export interface RuleRow {
  productId: string;
  listId: string;
  listName: string;
  percentOffBp: number | null;
  priceCents: number | null;
  priceTiers: PriceTier[] | null;
  catalogueDiscountBp: number | null;
}

/**
 * The rule each of `productIds` is priced by for `companyId`'s members at `now`
 * (src/shared/rules/contract-prices.ts's winningList, asked of the database): one statement for a
 * whole cart or a page of products, each product's pick an index walk over the company's few
 * lists (company_price_lists' key, then price_list_entries' key). Products no list prices are absent.
 */
export async function contractRulesOf(db: DB, companyId: string, productIds: readonly string[], now: Date = new Date()): Promise<Map<string, ContractRuleOf>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await sql<RuleRow>`select ${ruleColumns} ${rulesFrom(companyId, [...new Set(productIds)], now)}`.execute(db);
  return contractRulesOfRows(rows);
}

/**
 * contractRulesOf's rules as one JSON value of the caller's statement (`[]` when none), for a
 * statement that already runs where the prices must be read: placeOrder's member statement, under
 * the company's lock (buyer-prices.ts's companyRulesSql). contractRulesOfRows reads it.
 */
export function contractRulesJson(company: Expression<string>, productIds: readonly string[], now: Date): RawBuilder<RuleRow[]> {
  return sql<RuleRow[]>`(select coalesce(json_agg(json_build_object(
      'productId', wanted.product_id, 'listId', won.id, 'listName', won.name, 'percentOffBp', won.percent_off_bp,
      'priceCents', won.price_cents, 'priceTiers', won.price_tiers, 'catalogueDiscountBp', won.catalogue_discount_bp)), '[]')
    ${rulesFrom(company, productIds, now)})`;
}

/** The rows of contractRulesOf's statement, or of contractRulesJson, by product id. */
export function contractRulesOfRows(rows: readonly RuleRow[]): Map<string, ContractRuleOf> {
  return new Map(rows.map((row) => [row.productId, { priceList: { id: row.listId, name: row.listName }, rule: ruleOfRow(row) }]));
}

const ruleColumns = sql`wanted.product_id as "productId", won.id as "listId", won.name as "listName",
  won.percent_off_bp as "percentOffBp", won.price_cents as "priceCents", won.price_tiers as "priceTiers",
  won.catalogue_discount_bp as "catalogueDiscountBp"`;

/**
 * Each of `productIds` (`wanted`, each once: its callers drop repeats) with the list that wins it
 * for `company` (`won`), written once for both forms. The list is one parameter, so a statement
 * holding it compiles once (companies' CompanyPart).
 */
function rulesFrom(company: string | Expression<string>, productIds: readonly string[], now: Date): RawBuilder<unknown> {
  return sql`from unnest(${productIds}::uuid[]) as wanted (product_id)
    cross join lateral (
      ${winningListPick(sql`l.id, l.name, e.percent_off_bp, e.price_cents, e.price_tiers, l.catalogue_discount_bp`, company, sql.ref('wanted.product_id'), now)}
    ) won`;
}

/** `l`, one of a company's price lists, is active at `now`: its window `[starts_at, ends_at)`. */
export function listActiveAt(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(l.starts_at is null or l.starts_at <= ${now}) and (l.ends_at is null or ${now} < l.ends_at)`;
}

/**
 * The shared rule's winningList as SQL, written once: the list of `company` (its id, or an
 * expression of it) that prices `productId` at `now`, as a subquery selecting `columns` of `l`
 * (the list) and `e` (its entry for the product, null when its catalogue-wide percentage prices
 * it). Among the company's lists active
 * then that price the product, the highest priority; equal priorities, the company's lower
 * position. contractRulesOf answers a cart with it; the catalogue filters and sorts a contract
 * viewer's page by it (contract-viewer.ts).
 */
export function winningListPick(columns: RawBuilder<unknown>, company: string | Expression<string>, productId: Expression<string>, now: Date): RawBuilder<unknown> {
  return sql`select ${columns}
    from company_price_lists c
    join price_lists l on l.id = c.price_list_id
    left join price_list_entries e on e.price_list_id = l.id and e.product_id = ${productId}
    where c.company_id = ${company} and ${listActiveAt(now)}
      and (e.product_id is not null or l.catalogue_discount_bp is not null)
    order by l.priority desc, c.position
    limit 1`;
}

/** An entry's rule, or else the list's catalogue-wide percentage (the query picks only lists with one or the other). */
function ruleOfRow(row: RuleRow): ContractRule {
  if (row.priceCents !== null) return { kind: 'fixed', priceCents: row.priceCents, priceTiers: row.priceTiers ?? [] };
  return { kind: 'percent', basisPoints: row.percentOffBp ?? row.catalogueDiscountBp! };
}

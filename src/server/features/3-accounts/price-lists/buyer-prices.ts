import { scheduleOf, type BuyerPrice, type OwnPrice } from '../../../../shared/rules/contract-prices';
import type { DB } from '../../../db/database';
import { compiledOnce } from '../../../db/compiled-once';
import { companyPart, type CompanyPart } from '../companies/location-of';
import { memberCompanyQuery } from '../companies/memberships';
import { contractRulesJson, contractRulesOf, contractRulesOfRows, type ContractRuleOf, type RuleRow } from './contract-rules-repository';

/**
 * What each of `products` costs the company `companyId`'s members at `now`
 * (src/shared/rules/contract-prices.ts): the winning list's schedule, or the product's own with
 * `priceList` null. One statement (contractRulesOf); none for `companyId` null (no company).
 */
export async function companyPricesOf(db: DB, companyId: string | null, products: readonly OwnPrice[], now: Date = new Date()): Promise<Map<string, BuyerPrice>> {
  const rules = companyId === null ? new Map() : await contractRulesOf(db, companyId, products.map((product) => product.id), now);
  return pricesByRules(products, rules);
}

/** `userId`'s company (one row, none for an account in no company): all buyerPricesOf needs of the membership, compiled once. */
const memberCompanyOf = compiledOnce((db, userId: string) => memberCompanyQuery(db, userId));

/**
 * What each of `products` costs `userId` (null: a visitor) now: their company's contract prices,
 * or the products' own for a visitor and an account in no company. Read fresh on every call (a
 * member removed a moment ago pays list prices at their next request): one statement for the
 * membership (its company's id alone, the cheapest read of it), and one for a member's rules.
 */
export async function buyerPricesOf(db: DB, userId: string | null, products: readonly OwnPrice[], now: Date = new Date()): Promise<Map<string, BuyerPrice>> {
  const [member] = userId === null ? [] : await memberCompanyOf(db, userId);
  return companyPricesOf(db, member?.companyId ?? null, products, now);
}

/**
 * The company's rules for `productIds` at `now` as a scalar expression of a statement of another
 * feature that has the company's id (placeOrder's member statement, under the company's lock:
 * companies' lockOrderingMember): no round trip of their own. companyPricesOfRules prices with them.
 */
export function companyRulesSql(productIds: readonly string[], now: Date): CompanyPart<CompanyRules, [string[], Date]> {
  return companyPart(contractRulesJson, [...new Set(productIds)], now);
}

/** What companyRulesSql's expression reads: its reader hands it back to companyPricesOfRules. */
export type CompanyRules = RuleRow[];

/** What each of `products` costs by `rules` as companyRulesSql read them (null: no company, the products' own prices). */
export function companyPricesOfRules(products: readonly OwnPrice[], rules: CompanyRules | null): Map<string, BuyerPrice> {
  return pricesByRules(products, rules === null ? new Map() : contractRulesOfRows(rules));
}

function pricesByRules(products: readonly OwnPrice[], rules: ReadonlyMap<string, ContractRuleOf>): Map<string, BuyerPrice> {
  return new Map(
    products.map((product) => {
      const won = rules.get(product.id);
      const price: BuyerPrice = won
        ? { ...scheduleOf(product, won.rule), priceList: won.priceList }
        : { priceCents: product.priceCents, priceTiers: product.priceTiers, priceList: null };
      return [product.id, price];
    }),
  );
}

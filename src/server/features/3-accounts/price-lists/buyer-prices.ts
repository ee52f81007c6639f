import { scheduleOf, type BuyerPrice, type OwnPrice } from '../../../../shared/rules/contract-prices';
import type { DB } from '../../../db/database';
import { companyAccessOf } from '../companies/memberships';
import { contractRulesOf } from './contract-rules-repository';

/**
 * What each of `products` costs the company `companyId`'s members at `now`
 * (src/shared/rules/contract-prices.ts): the winning list's schedule, or the product's own with
 * `priceList` null. One statement (contractRulesOf); none for `companyId` null (no company).
 */
export async function companyPricesOf(db: DB, companyId: string | null, products: readonly OwnPrice[], now: Date = new Date()): Promise<Map<string, BuyerPrice>> {
  const rules = companyId === null ? new Map() : await contractRulesOf(db, companyId, products.map((product) => product.id), now);
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

/**
 * What each of `products` costs `userId` (null: a visitor) now: their company's contract prices,
 * or the products' own for a visitor and an account in no company. Read fresh on every call (a
 * member removed a moment ago pays list prices at their next request): one statement for the
 * membership, one for the lists.
 */
export async function buyerPricesOf(db: DB, userId: string | null, products: readonly OwnPrice[], now: Date = new Date()): Promise<Map<string, BuyerPrice>> {
  const access = userId === null ? null : await companyAccessOf(db, userId);
  return companyPricesOf(db, access?.companyId ?? null, products, now);
}

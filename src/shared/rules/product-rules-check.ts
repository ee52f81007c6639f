import { PRICE_TIERS_MAX, priceTiersProblem, smallestOrder, type PriceTier, type QuantityRules } from './quantity-rules';

/** A problem with what an admin set, on the field (a path as zod writes it) that must change. */
export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a product's maximum order, or null: never below the smallest order (the
 * minimum in whole packs), and at most `stock` when given (the stock keeps falling as orders come
 * in, so only the write that sets a maximum compares it with the stock).
 *
 * @example maximumOrderProblem({ minimumOrder: 10, packSize: 12, maximumOrder: 20 }) // 'The maximum order must be at least 12, the minimum order in whole packs'
 */
export function maximumOrderProblem(rules: Pick<QuantityRules, 'minimumOrder' | 'packSize' | 'maximumOrder'>, stock?: number): string | null {
  if (rules.maximumOrder === null) return null;
  const smallest = smallestOrder(rules);
  if (rules.maximumOrder < smallest) {
    return `The maximum order must be at least ${smallest}, the minimum order${rules.packSize > 1 ? ' in whole packs' : ''}`;
  }
  if (stock !== undefined && rules.maximumOrder > stock) return 'The maximum order cannot be more than the quantity';
  return null;
}

/**
 * The first tier that breaks priceTiersProblem's rule, on its `minQuantity` or its `price`, or
 * null. A list longer than allowed is the list's problem.
 *
 * @example priceTierIssue(1290, [{ minQuantity: 10, priceCents: 1150 }, { minQuantity: 50, priceCents: 1200 }])
 * // { path: ['priceTiers', 1, 'price'], message: 'Each tier must cost less than the one before: 50+ at $12.00 is not below $11.50' }
 */
export function priceTierIssue(basePriceCents: number, tiers: readonly PriceTier[]): RuleIssue | null {
  if (tiers.length > PRICE_TIERS_MAX) return { path: ['priceTiers'], message: priceTiersProblem(basePriceCents, tiers)! };
  for (let i = 0; i < tiers.length; i++) {
    const message = priceTiersProblem(basePriceCents, tiers.slice(0, i + 1));
    if (message === null) continue;
    const previousStart = i === 0 ? 1 : tiers[i - 1]!.minQuantity;
    return { path: ['priceTiers', i, tiers[i]!.minQuantity <= previousStart ? 'minQuantity' : 'price'], message };
  }
  return null;
}

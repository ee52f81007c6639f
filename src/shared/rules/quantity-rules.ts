/**
 * A product's quantity rules and volume prices (issue 24): every quantity a customer may order,
 * and what each unit costs at that quantity. Both the cart and the server ask these; the server's
 * answer is the one that counts.
 */
import { dollarsToCents, formatCents } from '../money';

/** A volume price: from `minQuantity` units on, each unit costs `priceCents`. */
export interface PriceTier {
  minQuantity: number;
  priceCents: number;
}

/** Tiers as the API and forms write them (dollars) -> as stored and computed (cents). */
export function tiersInCents(tiers: readonly { minQuantity: number; price: number }[]): PriceTier[] {
  return tiers.map(({ minQuantity, price }) => ({ minQuantity, priceCents: dollarsToCents(price) }));
}

/** What the quantity rules need to know about a product. */
export interface QuantityRules {
  minimumOrder: number;
  /** The quantity is a multiple of it; 1 when the product is sold by the unit. */
  packSize: number;
  /** The admin's limit per order, if any. */
  maximumOrder: number | null;
  /** Units available now. */
  quantity: number;
}

/** The most tiers a product holds. */
export const PRICE_TIERS_MAX = 5;

/**
 * The smallest quantity that can be ordered: the minimum order rounded up to a whole pack.
 *
 * @example smallestOrder({ minimumOrder: 10, packSize: 12 }) // 12
 */
export function smallestOrder({ minimumOrder, packSize }: Pick<QuantityRules, 'minimumOrder' | 'packSize'>): number {
  return Math.ceil(minimumOrder / packSize) * packSize;
}

/**
 * The largest quantity that can be ordered now: the admin's maximum or the stock, whichever is
 * lower, rounded down to a whole pack.
 *
 * @example largestOrder({ packSize: 12, maximumOrder: null, quantity: 100 }) // 96
 * @example largestOrder({ packSize: 1, maximumOrder: 50, quantity: 100 }) // 50
 */
export function largestOrder({ packSize, maximumOrder, quantity }: Pick<QuantityRules, 'packSize' | 'maximumOrder' | 'quantity'>): number {
  const limit = maximumOrder === null ? quantity : Math.min(maximumOrder, quantity);
  return Math.floor(limit / packSize) * packSize;
}

/**
 * No quantity can be ordered any more: fewer units left than the smallest order (the minimum in
 * whole packs). The one meaning of "out of stock" and, negated, of "in stock": the product page,
 * the cart, placing an order and the catalogue's In stock filter (inStockSql, its SQL form) all
 * ask it. The admin's maximum never makes a product out of stock (the product form keeps it at
 * or above the smallest order).
 *
 * @example isOutOfStock({ minimumOrder: 5, packSize: 1, maximumOrder: null, quantity: 4 }) // true
 * @example isOutOfStock({ minimumOrder: 10, packSize: 12, maximumOrder: null, quantity: 11 }) // true: the smallest order is a pack of 12
 * @example isOutOfStock({ minimumOrder: 10, packSize: 12, maximumOrder: null, quantity: 12 }) // false
 */
export function isOutOfStock(product: Pick<QuantityRules, 'minimumOrder' | 'packSize' | 'quantity'>): boolean {
  return product.quantity < smallestOrder(product);
}

/**
 * isOutOfStock's negation as an SQL condition over `table`'s `quantity`, `minimum_order` and
 * `pack_size` columns (whole numbers, the last two at least 1, as the products table's CHECKs
 * keep them): the smallest order is the minimum rounded up to a whole pack with integer division.
 * `table` is a name the code writes, never input. test/server/products/in-stock-rule.test.ts
 * compares both forms on the edge rows.
 *
 * @example inStockSql('products') // 'products.quantity >= (products.minimum_order + products.pack_size - 1) / products.pack_size * products.pack_size'
 */
export function inStockSql(table: string): string {
  return `${table}.quantity >= (${table}.minimum_order + ${table}.pack_size - 1) / ${table}.pack_size * ${table}.pack_size`;
}

export const OUT_OF_STOCK_MESSAGE = 'Sorry, this product is out of stock';

/**
 * What is wrong with ordering `units` of the product, in words that name the numbers, or null.
 * The minimum and the stock keep the spec's messages (docs/product.md#5-validation-rules); the
 * admin's maximum speaks like the stock; a quantity between packs names the packs around it.
 *
 * @example orderQuantityProblem({ minimumOrder: 5, packSize: 1, maximumOrder: null, quantity: 100 }, 3) // 'Minimum order quantity 5'
 * @example orderQuantityProblem({ minimumOrder: 1, packSize: 1, maximumOrder: 50, quantity: 100 }, 60) // 'Maximum order quantity 50'
 * @example orderQuantityProblem({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 30) // 'Sold in packs of 12: order 24 or 36'
 * @example orderQuantityProblem({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 36) // null
 */
export function orderQuantityProblem(product: QuantityRules, units: number): string | null {
  if (units < product.minimumOrder) return `Minimum order quantity ${product.minimumOrder}`;
  if (units > product.quantity) return `Maximum order quantity ${product.quantity}`;
  if (product.maximumOrder !== null && units > product.maximumOrder) return `Maximum order quantity ${product.maximumOrder}`;
  if (units % product.packSize !== 0) {
    const choices = orderableChoices(product, units);
    return `Sold in packs of ${product.packSize}${choices.length ? `: order ${choices.join(' or ')}` : ''}`;
  }
  return null;
}

/**
 * The orderable quantities nearest `units`, for a buyer to choose instead of it: the whole packs
 * either side of it inside the limits, the smallest order below them, the largest above them,
 * and none when nothing can be ordered (or `units` is not a number). A quantity the rules accept
 * is its own only choice.
 *
 * @example orderableChoices({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 25) // [24, 36]
 * @example orderableChoices({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 5) // [12]
 * @example orderableChoices({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 500) // [96]
 * @example orderableChoices({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 36) // [36]
 */
export function orderableChoices(product: QuantityRules, units: number): number[] {
  const low = smallestOrder(product);
  const high = largestOrder(product);
  if (high < low || !Number.isFinite(units)) return [];
  if (units <= low) return [low];
  if (units >= high) return [high];
  // Both limits are whole packs, so the packs either side of a quantity between them are inside them.
  const below = Math.floor(units / product.packSize) * product.packSize;
  return below === units ? [units] : [below, below + product.packSize];
}

/**
 * Whether `units` may be ordered: a whole number with no orderQuantityProblem, which is what
 * orderQuantitySchema (rules/order-quantity.ts) accepts, asked without loading zod.
 *
 * @example isOrderableQuantity({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 36) // true
 * @example isOrderableQuantity({ minimumOrder: 1, packSize: 1, maximumOrder: null, quantity: 100 }, Number.NaN) // false
 */
export function isOrderableQuantity(product: QuantityRules, units: number): boolean {
  return Number.isInteger(units) && orderQuantityProblem(product, units) === null;
}

/**
 * The nearest quantity the rules allow: a stepper's landing place, and what a merged cart line
 * becomes. Null when the product is out of stock.
 *
 * @example nearestAllowedQuantity({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 30) // 36
 * @example nearestAllowedQuantity({ minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 100 }, 500) // 96
 */
export function nearestAllowedQuantity(product: QuantityRules, units: number): number | null {
  const low = smallestOrder(product);
  const high = largestOrder(product);
  if (high < low) return null;
  const packs = Math.ceil(units / product.packSize) * product.packSize;
  return Math.min(Math.max(packs, low), high);
}

/**
 * The tier in force for `units`: the index of the last break at or below it, or -1 for the base price.
 *
 * @example tierIndexFor([{ minQuantity: 10, priceCents: 1150 }, { minQuantity: 50, priceCents: 1090 }], 49) // 0
 * @example tierIndexFor([{ minQuantity: 10, priceCents: 1150 }, { minQuantity: 50, priceCents: 1090 }], 9) // -1
 */
export function tierIndexFor(tiers: readonly PriceTier[], units: number): number {
  let index = -1;
  tiers.forEach((tier, i) => {
    if (units >= tier.minQuantity) index = i;
  });
  return index;
}

/**
 * What one unit costs when `units` are ordered: the tier for that quantity, or the base price.
 *
 * @example unitPriceCentsFor({ priceCents: 1290, priceTiers: [{ minQuantity: 10, priceCents: 1150 }] }, 10) // 1150
 * @example unitPriceCentsFor({ priceCents: 1290, priceTiers: [{ minQuantity: 10, priceCents: 1150 }] }, 9) // 1290
 */
export function unitPriceCentsFor(product: { priceCents: number; priceTiers: readonly PriceTier[] }, units: number): number {
  const index = tierIndexFor(product.priceTiers, units);
  return index < 0 ? product.priceCents : product.priceTiers[index]!.priceCents;
}

/**
 * What is wrong with a product's tiers, or null: each break a higher quantity and a lower price
 * than the one before (the base price before the first), at most PRICE_TIERS_MAX of them.
 *
 * @example priceTiersProblem(1290, [{ minQuantity: 10, priceCents: 1300 }]) // 'Each tier must cost less than the one before: 10+ at $13.00 is not below $12.90'
 */
export function priceTiersProblem(basePriceCents: number, tiers: readonly PriceTier[]): string | null {
  if (tiers.length > PRICE_TIERS_MAX) return `A product holds at most ${PRICE_TIERS_MAX} price tiers`;
  let previous = { minQuantity: 1, priceCents: basePriceCents };
  for (const tier of tiers) {
    if (tier.minQuantity <= previous.minQuantity) {
      return `Each tier must start at more units than the one before: ${tier.minQuantity}+ is not above ${previous.minQuantity}`;
    }
    if (tier.priceCents >= previous.priceCents) {
      return `Each tier must cost less than the one before: ${tier.minQuantity}+ at ${formatCents(tier.priceCents)} is not below ${formatCents(previous.priceCents)}`;
    }
    previous = tier;
  }
  return null;
}

/** A line's total in cents: quantity x unit price, exact because both are integers. */
export function lineTotalCents(units: number, unitPriceCents: number): number {
  return units * unitPriceCents;
}

/**
 * A line bought before (an old order's, a requisition list's) put back into the cart at today's
 * prices and rules (issue 41): how many units go in, and every way that differs from what was
 * asked, in words. Buy again and a list's "Add to cart" both ask it; nothing goes in silently
 * different.
 */
import { formatCents, centsToDollars } from '../money';
import type { CartChange } from '../schemas/reorder';
import type { PriceSchedule } from './contract-prices';
import { largestOrder, nearestAllowedQuantity, smallestOrder, unitPriceCentsFor, type QuantityRules } from './quantity-rules';

/** The product as it is now: its rules (`quantity` is the stock), and whether it is sold. */
export interface RefillProduct extends QuantityRules {
  sku: string;
  name: string;
  live: boolean;
}

/** What was asked: the units, and the unit price paid then (cents; null when there was none, as on a list). */
export interface RefillAsk {
  quantity: number;
  unitPriceCents: number | null;
}

export interface RefillOutcome {
  /** The cart line's quantity after this (what was there plus what went in); null: nothing went in. */
  lineQuantity: number | null;
  changes: Omit<CartChange, 'productId'>[];
}

const labelOf = (product: RefillProduct) => `${product.name} (${product.sku})`;

/** Whether the stock, not the admin's maximum, is what holds an order of the product down. */
const stockIsTheLimit = (product: RefillProduct) => product.maximumOrder === null || product.quantity < product.maximumOrder;

/**
 * `ask` more units of `product` into a cart line holding `inCart`, at `price` (the buyer's price
 * schedule now). The sum moves to the nearest quantity the rules allow (up to a whole pack or the
 * minimum; down to the stock or the maximum); a product no longer sold or out of stock is left out.
 *
 * @example refillLine({ sku: 'HT-1', name: 'Hand Trowel', live: true, minimumOrder: 12, packSize: 12, maximumOrder: null, quantity: 500 }, { priceCents: 1290, priceTiers: [] }, 0, { quantity: 30, unitPriceCents: 1290 }).changes[0].message // 'Hand Trowel (HT-1): sold in packs of 12, so 36 went in instead of 30'
 * @example refillLine({ sku: 'HT-1', name: 'Hand Trowel', live: true, minimumOrder: 1, packSize: 1, maximumOrder: null, quantity: 8 }, { priceCents: 1290, priceTiers: [] }, 0, { quantity: 20, unitPriceCents: 1290 }).lineQuantity // 8
 * @example refillLine({ sku: 'HT-1', name: 'Hand Trowel', live: true, minimumOrder: 1, packSize: 1, maximumOrder: null, quantity: 80 }, { priceCents: 1350, priceTiers: [] }, 0, { quantity: 20, unitPriceCents: 1290 }).changes[0].message // 'Hand Trowel (HT-1): the price went from $12.90 to $13.50 a unit'
 * @example refillLine({ sku: 'HT-1', name: 'Hand Trowel', live: false, minimumOrder: 1, packSize: 1, maximumOrder: null, quantity: 80 }, { priceCents: 1290, priceTiers: [] }, 0, { quantity: 20, unitPriceCents: 1290 }) // { lineQuantity: null, changes: [{ sku: 'HT-1', kind: 'discontinued', message: 'Hand Trowel (HT-1) is no longer sold, so it was left out' }] }
 */
export function refillLine(product: RefillProduct, price: PriceSchedule, inCart: number, ask: RefillAsk): RefillOutcome {
  const label = labelOf(product);
  const { sku } = product;
  if (!product.live) return { lineQuantity: null, changes: [{ sku, kind: 'discontinued', message: `${label} is no longer sold, so it was left out` }] };

  const wanted = inCart + ask.quantity;
  const allowed = nearestAllowedQuantity(product, wanted);
  if (allowed === null) {
    return { lineQuantity: null, changes: [{ sku, kind: 'stock', before: ask.quantity, after: 0, message: `${label} is out of stock, so it was left out` }] };
  }
  const added = allowed - inCart;
  if (added <= 0) {
    const kind = stockIsTheLimit(product) ? 'stock' : 'quantity';
    // The cart may hold more than can be ordered now (the stock fell since): say the most, not that the cart holds it.
    const most = allowed < inCart ? `; at most ${allowed} can be ordered now` : ', the most that can be ordered now';
    return { lineQuantity: null, changes: [{ sku, kind, before: ask.quantity, after: 0, message: `${label}: your cart already holds ${inCart}${most}, so none went in` }] };
  }

  const changes: RefillOutcome['changes'] = [];
  const instead = `so ${added} went in instead of ${ask.quantity}`;
  if (allowed < wanted) {
    const limited = stockIsTheLimit(product)
      ? { kind: 'stock' as const, why: `only ${largestOrder(product)} can be had now` }
      : { kind: 'quantity' as const, why: `maximum order quantity ${product.maximumOrder}` };
    changes.push({ sku, kind: limited.kind, before: ask.quantity, after: added, message: `${label}: ${limited.why}, ${instead}` });
  } else if (allowed > wanted) {
    const why = wanted < smallestOrder(product) ? `minimum order quantity ${smallestOrder(product)}` : `sold in packs of ${product.packSize}`;
    changes.push({ sku, kind: 'quantity', before: ask.quantity, after: added, message: `${label}: ${why}, ${instead}` });
  }

  const nowCents = unitPriceCentsFor(price, allowed);
  if (ask.unitPriceCents !== null && nowCents !== ask.unitPriceCents) {
    changes.push({
      sku,
      kind: 'price',
      before: centsToDollars(ask.unitPriceCents),
      after: centsToDollars(nowCents),
      message: `${label}: the price went from ${formatCents(ask.unitPriceCents)} to ${formatCents(nowCents)} a unit`,
    });
  }
  return { lineQuantity: allowed, changes };
}

/**
 * How a product is sold, in the words its page and cards use: the pack size, the smallest order and
 * the admin's largest (issue 36), and how much stock is left.
 */
import { isOutOfStock, smallestOrder, type QuantityRules } from './quantity-rules';

/**
 * The pack size, the smallest order (the minimum in whole packs) and the admin's maximum (in
 * whole packs) in one sentence. A smallest order of one pack or one unit is not repeated.
 *
 * @example soldInWords({ packSize: 12, minimumOrder: 24, maximumOrder: null }) // 'Sold in packs of 12, from 24'
 * @example soldInWords({ packSize: 12, minimumOrder: 10, maximumOrder: 240 }) // 'Sold in packs of 12, up to 240'
 * @example soldInWords({ packSize: 1, minimumOrder: 5, maximumOrder: 50 }) // 'Sold by the unit, from 5 to 50'
 * @example soldInWords({ packSize: 1, minimumOrder: 1, maximumOrder: null }) // 'Sold by the unit'
 */
export function soldInWords(product: Pick<QuantityRules, 'packSize' | 'minimumOrder' | 'maximumOrder'>): string {
  const { packSize, maximumOrder } = product;
  const smallest = smallestOrder(product);
  const largest = maximumOrder === null ? null : Math.floor(maximumOrder / packSize) * packSize;
  const sold = packSize > 1 ? `Sold in packs of ${packSize}` : 'Sold by the unit';
  const from = smallest > packSize ? `from ${smallest}` : null;
  if (from && largest !== null) return `${sold}, ${from} to ${largest}`;
  if (from) return `${sold}, ${from}`;
  if (largest !== null) return `${sold}, up to ${largest}`;
  return sold;
}

/** Stock as a product page says it: enough, running low, or none to order. */
export const STOCK_STATES = ['in_stock', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** Fewer units than this many smallest orders left: "low". */
export const LOW_STOCK_ORDERS = 5;

/**
 * The stock's state: `out` when no order can be placed (isOutOfStock), `low` when fewer units are
 * left than five smallest orders, else `in_stock`.
 *
 * @example stockState({ minimumOrder: 10, packSize: 12, quantity: 11 }) // 'out'
 * @example stockState({ minimumOrder: 10, packSize: 12, quantity: 48 }) // 'low'
 * @example stockState({ minimumOrder: 1, packSize: 1, quantity: 5 }) // 'in_stock'
 */
export function stockState(product: Pick<QuantityRules, 'minimumOrder' | 'packSize' | 'quantity'>): StockState {
  if (isOutOfStock(product)) return 'out';
  return product.quantity < LOW_STOCK_ORDERS * smallestOrder(product) ? 'low' : 'in_stock';
}

/**
 * The stock's state in words.
 *
 * @example stockInWords({ minimumOrder: 1, packSize: 1, quantity: 3 }) // 'Low stock: 3 left'
 * @example stockInWords({ minimumOrder: 1, packSize: 1, quantity: 0 }) // 'Out of stock'
 */
export function stockInWords(product: Pick<QuantityRules, 'minimumOrder' | 'packSize' | 'quantity'>): string {
  const state = stockState(product);
  if (state === 'out') return 'Out of stock';
  return state === 'low' ? `Low stock: ${product.quantity} left` : 'In stock';
}

import { describe, expect, it } from 'vitest';
import { refillLine, type RefillProduct } from '../../src/shared/rules/refill-line';

const trowel: RefillProduct = { sku: 'HT-1', name: 'Hand Trowel', live: true, minimumOrder: 1, packSize: 1, maximumOrder: null, quantity: 500 };
const price = { priceCents: 1290, priceTiers: [{ minQuantity: 50, priceCents: 1150 }] };
const paid = (quantity: number, unitPriceCents: number | null = 1290) => ({ quantity, unitPriceCents });

describe('a line bought before, put back into the cart', () => {
  it('goes in as it was when nothing changed', () => {
    expect(refillLine(trowel, price, 0, paid(20))).toEqual({ lineQuantity: 20, changes: [] });
  });

  it('adds to what the cart holds, priced at the tier of the sum', () => {
    const outcome = refillLine(trowel, price, 40, paid(20));
    expect(outcome.lineQuantity).toBe(60);
    expect(outcome.changes).toEqual([{ sku: 'HT-1', kind: 'price', before: 12.9, after: 11.5, message: 'Hand Trowel (HT-1): the price went from $12.90 to $11.50 a unit' }]);
  });

  it('rounds up to a whole pack or the minimum, and says so', () => {
    expect(refillLine({ ...trowel, packSize: 12, minimumOrder: 12 }, price, 0, paid(30)).changes).toEqual([
      { sku: 'HT-1', kind: 'quantity', before: 30, after: 36, message: 'Hand Trowel (HT-1): sold in packs of 12, so 36 went in instead of 30' },
    ]);
    expect(refillLine({ ...trowel, minimumOrder: 25 }, price, 0, paid(10)).changes[0]).toMatchObject({ kind: 'quantity', after: 25, message: 'Hand Trowel (HT-1): minimum order quantity 25, so 25 went in instead of 10' });
  });

  it('takes what can be had when the stock or the maximum is lower, and names which', () => {
    expect(refillLine({ ...trowel, quantity: 8 }, price, 0, paid(20))).toEqual({
      lineQuantity: 8,
      changes: [{ sku: 'HT-1', kind: 'stock', before: 20, after: 8, message: 'Hand Trowel (HT-1): only 8 can be had now, so 8 went in instead of 20' }],
    });
    expect(refillLine({ ...trowel, maximumOrder: 15 }, price, 0, paid(20)).changes[0]).toMatchObject({ kind: 'quantity', after: 15, message: 'Hand Trowel (HT-1): maximum order quantity 15, so 15 went in instead of 20' });
  });

  it('leaves out a product out of stock or no longer sold, naming it', () => {
    expect(refillLine({ ...trowel, quantity: 0 }, price, 0, paid(20))).toEqual({
      lineQuantity: null,
      changes: [{ sku: 'HT-1', kind: 'stock', before: 20, after: 0, message: 'Hand Trowel (HT-1) is out of stock, so it was left out' }],
    });
    expect(refillLine({ ...trowel, live: false }, price, 0, paid(20))).toEqual({
      lineQuantity: null,
      changes: [{ sku: 'HT-1', kind: 'discontinued', message: 'Hand Trowel (HT-1) is no longer sold, so it was left out' }],
    });
  });

  it('adds nothing to a line already at the most that can be had', () => {
    expect(refillLine({ ...trowel, quantity: 30 }, price, 30, paid(5))).toMatchObject({ lineQuantity: null, changes: [{ kind: 'stock', after: 0 }] });
    expect(refillLine({ ...trowel, quantity: 30 }, price, 30, paid(5)).changes[0]!.message).toBe('Hand Trowel (HT-1): your cart already holds 30, the most that can be ordered now, so none went in');
  });

  it('names the most that can be ordered when the cart holds more than that (the stock fell since), never the cart as the most', () => {
    expect(refillLine({ ...trowel, quantity: 8 }, price, 10, paid(5))).toEqual({
      lineQuantity: null,
      changes: [{ sku: 'HT-1', kind: 'stock', before: 5, after: 0, message: 'Hand Trowel (HT-1): your cart already holds 10; at most 8 can be ordered now, so none went in' }],
    });
  });

  it('names no price change for a line with no price then (a list)', () => {
    expect(refillLine(trowel, { priceCents: 999, priceTiers: [] }, 0, paid(20, null))).toEqual({ lineQuantity: 20, changes: [] });
  });
});

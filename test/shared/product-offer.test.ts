import { describe, expect, it } from 'vitest';
import { soldInWords, stockInWords, stockState } from '../../src/shared/rules/product-offer';

describe('soldInWords: the pack size, smallest and largest order in one sentence', () => {
  it.each([
    [{ packSize: 12, minimumOrder: 24, maximumOrder: null }, 'Sold in packs of 12, from 24'],
    [{ packSize: 12, minimumOrder: 20, maximumOrder: null }, 'Sold in packs of 12, from 24'],
    [{ packSize: 12, minimumOrder: 10, maximumOrder: null }, 'Sold in packs of 12'],
    [{ packSize: 12, minimumOrder: 10, maximumOrder: 240 }, 'Sold in packs of 12, up to 240'],
    [{ packSize: 12, minimumOrder: 24, maximumOrder: 250 }, 'Sold in packs of 12, from 24 to 240'],
    [{ packSize: 1, minimumOrder: 5, maximumOrder: 50 }, 'Sold by the unit, from 5 to 50'],
    [{ packSize: 1, minimumOrder: 5, maximumOrder: null }, 'Sold by the unit, from 5'],
    [{ packSize: 1, minimumOrder: 1, maximumOrder: null }, 'Sold by the unit'],
  ])('%j', (product, words) => {
    expect(soldInWords(product)).toBe(words);
  });
});

describe('stockState: enough, low, or none to order', () => {
  it.each([
    [{ minimumOrder: 10, packSize: 12, quantity: 11 }, 'out', 'Out of stock'],
    [{ minimumOrder: 10, packSize: 12, quantity: 12 }, 'low', 'Low stock: 12 left'],
    [{ minimumOrder: 10, packSize: 12, quantity: 59 }, 'low', 'Low stock: 59 left'],
    [{ minimumOrder: 10, packSize: 12, quantity: 60 }, 'in_stock', 'In stock'],
    [{ minimumOrder: 1, packSize: 1, quantity: 0 }, 'out', 'Out of stock'],
    [{ minimumOrder: 1, packSize: 1, quantity: 4 }, 'low', 'Low stock: 4 left'],
    [{ minimumOrder: 1, packSize: 1, quantity: 5 }, 'in_stock', 'In stock'],
  ] as const)('%j', (product, state, words) => {
    expect(stockState(product)).toBe(state);
    expect(stockInWords(product)).toBe(words);
  });
});

import { describe, expect, it } from 'vitest';
import { isOutOfStock, orderFormSchema, orderQuantityProblem, orderQuantitySchema, orderTotalCents } from '../../src/shared/rules/order-quantity';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the order-quantity rule', () => {
  const rule = orderQuantitySchema({ minimumOrder: 5, quantity: 120 });

  it('accepts whole numbers from the minimum order to the stock', () => {
    for (const quantity of [5, 6, 119, 120]) expect(rule.safeParse(quantity).success, String(quantity)).toBe(true);
  });

  it.each([
    [4, 'Minimum order quantity 5'],
    [0, 'Minimum order quantity 5'],
    [-3, 'Minimum order quantity 5'],
    [121, 'Maximum order quantity 120'],
    [7.5, 'Enter a whole number of units'],
    [Number.NaN, 'Enter a number of units'],
    ['7', 'Enter a number of units'],
  ])('refuses %s: %s', (quantity, message) => {
    expect(firstMessage(rule.safeParse(quantity))).toBe(message);
  });

  it('answers the same on the server, where the quantity is already a whole number', () => {
    const product = { minimumOrder: 5, quantity: 120 };
    expect([4, 5, 120, 121].map((quantity) => orderQuantityProblem(product, quantity))).toEqual(['Minimum order quantity 5', null, null, 'Maximum order quantity 120']);
  });

  it('knows a product is out of stock when fewer units than the minimum order are left', () => {
    expect(isOutOfStock({ minimumOrder: 5, quantity: 4 })).toBe(true);
    expect(isOutOfStock({ minimumOrder: 5, quantity: 5 })).toBe(false);
  });

  it('computes the total exactly in cents', () => {
    expect(orderTotalCents(3, 1999)).toBe(5997);
    expect(orderTotalCents(1000, 1)).toBe(1000);
  });
});

describe('the order form schema', () => {
  it("requires phone and address with the spec's message, trimming blanks", () => {
    const result = orderFormSchema({ minimumOrder: 1, quantity: 10 }).safeParse({ orderQuantity: 2, phone: '  ', address: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['phone', 'Please fill out this field'],
      ['address', 'Please fill out this field'],
    ]);
  });
});

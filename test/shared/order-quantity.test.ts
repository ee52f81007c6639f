import { describe, expect, it } from 'vitest';
import { orderFormSchema, orderQuantitySchema } from '../../src/shared/rules/order-quantity';
import { quantityRefusal } from '../../src/shared/rules/quantity-refusal';
import {
  isOrderableQuantity,
  isOutOfStock,
  largestOrder,
  lineTotalCents,
  nearestAllowedQuantity,
  orderableChoices,
  orderQuantityProblem,
  priceTiersProblem,
  smallestOrder,
  tierIndexFor,
  unitPriceCentsFor,
} from '../../src/shared/rules/quantity-rules';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const byTheUnit = { packSize: 1, maximumOrder: null };

describe('the order-quantity rule', () => {
  const rule = orderQuantitySchema({ minimumOrder: 5, quantity: 120, ...byTheUnit });

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
    const product = { minimumOrder: 5, quantity: 120, ...byTheUnit };
    expect([4, 5, 120, 121].map((quantity) => orderQuantityProblem(product, quantity))).toEqual(['Minimum order quantity 5', null, null, 'Maximum order quantity 120']);
  });

  it('knows a product is out of stock when fewer units than the smallest order are left', () => {
    expect(isOutOfStock({ minimumOrder: 5, packSize: 1, quantity: 4 })).toBe(true);
    expect(isOutOfStock({ minimumOrder: 5, packSize: 1, quantity: 5 })).toBe(false);
    expect(isOutOfStock({ minimumOrder: 5, packSize: 12, quantity: 11 })).toBe(true);
  });

  it('computes a line total exactly in cents', () => {
    expect(lineTotalCents(3, 1999)).toBe(5997);
    expect(lineTotalCents(1000, 1)).toBe(1000);
  });
});

describe('pack sizes and the maximum per order', () => {
  const gloves = { minimumOrder: 12, packSize: 12, maximumOrder: 60, quantity: 100 };

  it('names the packs on either side of a quantity between them', () => {
    expect(orderQuantityProblem(gloves, 30)).toBe('Sold in packs of 12: order 24 or 36');
    expect(orderQuantityProblem(gloves, 13)).toBe('Sold in packs of 12: order 12 or 24');
    expect(orderQuantityProblem(gloves, 36)).toBeNull();
  });

  it('names only the packs that can be ordered', () => {
    expect(orderQuantityProblem(gloves, 59)).toBe('Sold in packs of 12: order 48 or 60');
    expect(orderQuantityProblem({ ...gloves, maximumOrder: null, quantity: 30 }, 25)).toBe('Sold in packs of 12: order 24');
  });

  it("keeps the admin's maximum, said like the stock's", () => {
    expect(orderQuantityProblem(gloves, 60)).toBeNull();
    expect(orderQuantityProblem(gloves, 72)).toBe('Maximum order quantity 60');
    expect(orderQuantityProblem({ ...gloves, quantity: 50 }, 60)).toBe('Maximum order quantity 50');
  });

  it('tells the form which quantities to total exactly as the schema does, without zod', () => {
    for (const units of [Number.NaN, 0, 11, 12, 12.5, 13, 24, 60, 72, Number.POSITIVE_INFINITY]) {
      expect(isOrderableQuantity(gloves, units), `${units} units`).toBe(orderQuantitySchema(gloves).safeParse(units).success);
    }
    expect(isOrderableQuantity(gloves, 24)).toBe(true);
    expect(isOrderableQuantity(gloves, 13)).toBe(false);
  });

  it('offers the orderable quantities nearest a refused one, the same the pack message names', () => {
    expect(orderableChoices(gloves, 25)).toEqual([24, 36]);
    expect(orderableChoices(gloves, 5)).toEqual([12]);
    expect(orderableChoices(gloves, 72)).toEqual([60]);
    expect(orderableChoices(gloves, 59)).toEqual([48, 60]);
    expect(orderableChoices(gloves, 36)).toEqual([36]);
    expect(orderableChoices(gloves, Number.NaN)).toEqual([]);
    expect(orderableChoices({ ...gloves, quantity: 11 }, 12)).toEqual([]);
    // min 10 in packs of 12, 11 typed: the smallest order is one pack.
    expect(orderableChoices({ ...gloves, minimumOrder: 10 }, 11)).toEqual([12]);
    expect(orderQuantityProblem({ ...gloves, minimumOrder: 10 }, 11)).toBe('Sold in packs of 12: order 12');
  });

  it("refuses a typed quantity in the schema's words, with the choices, exactly when the schema does", () => {
    expect(quantityRefusal(gloves, 25)).toEqual({ message: 'Sold in packs of 12: order 24 or 36', choices: [24, 36] });
    expect(quantityRefusal(gloves, 12.5)).toEqual({ message: 'Enter a whole number of units', choices: [12, 24] });
    expect(quantityRefusal(gloves, 36)).toBeNull();
    for (const units of [Number.NaN, 0, 11, 12, 12.5, 13, 24, 60, 72]) {
      expect(quantityRefusal(gloves, units)?.message, `${units} units`).toBe(firstMessage(orderQuantitySchema(gloves).safeParse(units)));
    }
  });

  it('finds the smallest, largest and nearest allowed quantities', () => {
    expect(smallestOrder({ minimumOrder: 10, packSize: 12 })).toBe(12);
    expect(largestOrder(gloves)).toBe(60);
    expect(largestOrder({ ...gloves, maximumOrder: null })).toBe(96);
    expect(nearestAllowedQuantity(gloves, 30)).toBe(36);
    expect(nearestAllowedQuantity(gloves, 1)).toBe(12);
    expect(nearestAllowedQuantity(gloves, 500)).toBe(60);
    expect(nearestAllowedQuantity({ ...gloves, quantity: 11 }, 12)).toBeNull();
  });
});

describe('volume prices', () => {
  const spade = { priceCents: 1290, priceTiers: [{ minQuantity: 10, priceCents: 1150 }, { minQuantity: 50, priceCents: 1090 }] };

  it.each([
    [9, -1, 1290],
    [10, 0, 1150],
    [49, 0, 1150],
    [50, 1, 1090],
  ])('prices %i units at the tier in force', (units, tier, cents) => {
    expect(tierIndexFor(spade.priceTiers, units)).toBe(tier);
    expect(unitPriceCentsFor(spade, units)).toBe(cents);
  });

  it('accepts rising quantities at falling prices, at most five', () => {
    expect(priceTiersProblem(1290, spade.priceTiers)).toBeNull();
    expect(priceTiersProblem(1290, [])).toBeNull();
    const six = [2, 3, 4, 5, 6, 7].map((minQuantity, i) => ({ minQuantity, priceCents: 1000 - i }));
    expect(priceTiersProblem(1290, six)).toBe('A product holds at most 5 price tiers');
  });

  it('refuses a break that does not rise in quantity or fall in price', () => {
    expect(priceTiersProblem(1290, [{ minQuantity: 10, priceCents: 1290 }])).toBe('Each tier must cost less than the one before: 10+ at $12.90 is not below $12.90');
    expect(priceTiersProblem(1290, [{ minQuantity: 10, priceCents: 1150 }, { minQuantity: 10, priceCents: 1100 }])).toBe(
      'Each tier must start at more units than the one before: 10+ is not above 10',
    );
    expect(priceTiersProblem(1290, [{ minQuantity: 1, priceCents: 1100 }])).toBe('Each tier must start at more units than the one before: 1+ is not above 1');
  });
});

describe('the order form schema', () => {
  it("requires phone and address with the spec's message, trimming blanks", () => {
    const result = orderFormSchema({ minimumOrder: 1, quantity: 10, ...byTheUnit }).safeParse({ orderQuantity: 2, phone: '  ', address: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['phone', 'Please fill out this field'],
      ['address', 'Please fill out this field'],
    ]);
  });
});

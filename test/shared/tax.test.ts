import { describe, expect, it } from 'vitest';
import { orderTax, rateFor, refundTaxLines, taxOnCents, taxWithinCents, type TaxRateRule } from '../../src/shared/rules/tax';

const GB: TaxRateRule[] = [
  { country: 'GB', region: null, taxClass: 'standard', basisPoints: 2000 },
  { country: 'GB', region: null, taxClass: 'reduced', basisPoints: 500 },
  { country: 'GB', region: null, taxClass: 'zero', basisPoints: 0 },
];
const toGB = { country: 'GB', postcode: null };

describe('tax, rounded per line to the cent (halves up), then summed per rate', () => {
  it('rounds each of three lines whose tax is 12.345 up, so the rate line is 37.05, not 37.04 rounded once', () => {
    // A line's tax of exactly 12.345: 24.69 at 50%.
    expect(taxOnCents(2_469, 5_000)).toBe(1_235);
    const figures = orderTax({
      lines: [1, 2, 3].map(() => ({ totalCents: 2_469, taxClass: 'standard' as const })),
      shippingCents: 0,
      rates: [{ country: 'GB', region: null, taxClass: 'standard', basisPoints: 5_000 }],
      to: toGB,
      pricesIncludeTax: false,
      exempt: false,
    });
    expect(figures.taxLines).toEqual([{ basisPoints: 5_000, taxableCents: 7_407, taxCents: 3_705 }]);
    expect(figures.totalCents).toBe(7_407 + 3_705);
  });

  it('keeps a 20% and a 5% line apart, taxes shipping at the standard rate, and adds it all up to the cent', () => {
    const figures = orderTax({
      lines: [
        { totalCents: 4_999, taxClass: 'standard' },
        { totalCents: 1_010, taxClass: 'reduced' },
        { totalCents: 700, taxClass: 'zero' },
      ],
      shippingCents: 995,
      rates: GB,
      to: toGB,
      pricesIncludeTax: false,
      exempt: false,
    });
    expect(figures.taxLines).toEqual([
      { basisPoints: 2000, taxableCents: 5_994, taxCents: 1_000 + 199 }, // 999.8 -> 1000; 199
      { basisPoints: 500, taxableCents: 1_010, taxCents: 51 }, // 50.5 -> 51
      { basisPoints: 0, taxableCents: 700, taxCents: 0 },
    ]);
    expect(figures).toMatchObject({ goodsCents: 6_709, shippingCents: 995, taxCents: 1_250, totalCents: 6_709 + 995 + 1_250 });
  });

  it('charges an exempt buyer no tax, and an address without a rate none either', () => {
    const order = { lines: [{ totalCents: 10_000, taxClass: 'standard' as const }], shippingCents: 500, rates: GB, pricesIncludeTax: false };
    expect(orderTax({ ...order, to: toGB, exempt: true })).toEqual({ goodsCents: 10_000, shippingCents: 500, taxCents: 0, taxLines: [], totalCents: 10_500 });
    expect(orderTax({ ...order, to: { country: 'FR', postcode: null }, exempt: false }).totalCents).toBe(10_500);
  });

  it('finds the tax within tax-inclusive prices without adding it', () => {
    expect(taxWithinCents(1_200, 2000)).toBe(200);
    const figures = orderTax({ lines: [{ totalCents: 1_200, taxClass: 'standard' }], shippingCents: 600, rates: GB, to: toGB, pricesIncludeTax: true, exempt: false });
    expect(figures).toEqual({ goodsCents: 1_200, shippingCents: 600, taxCents: 300, taxLines: [{ basisPoints: 2000, taxableCents: 1_500, taxCents: 300 }], totalCents: 1_800 });
  });

  it('prefers the rate of the longest postcode prefix the address starts with', () => {
    const rates: TaxRateRule[] = [
      { country: 'US', region: null, taxClass: 'standard', basisPoints: 0 },
      { country: 'US', region: '9', taxClass: 'standard', basisPoints: 600 },
      { country: 'US', region: '941', taxClass: 'standard', basisPoints: 863 },
    ];
    expect(rateFor(rates, { country: 'US', postcode: '94107' }, 'standard')?.basisPoints).toBe(863);
    expect(rateFor(rates, { country: 'US', postcode: '90210' }, 'standard')?.basisPoints).toBe(600);
    expect(rateFor(rates, { country: 'US', postcode: null }, 'standard')?.basisPoints).toBe(0);
  });
});

describe('a refund reverses tax in proportion', () => {
  const lines = [
    { basisPoints: 2000, taxableCents: 10_001, taxCents: 2_000 },
    { basisPoints: 500, taxableCents: 3_333, taxCents: 167 },
  ];
  const total = 10_001 + 3_333 + 2_000 + 167;

  it('reverses exactly what was charged when the whole total is refunded', () => {
    expect(refundTaxLines(lines, total, total)).toEqual(lines);
  });

  it('never reverses more than its share, and parts add up to no more than the whole', () => {
    const third = Math.floor(total / 3);
    const parts = [third, third, total - 2 * third].map((cents) => refundTaxLines(lines, total, cents));
    for (const part of parts) expect(part.reduce((sum, line) => sum + line.taxCents, 0)).toBeLessThanOrEqual(Math.ceil((2_167 * third) / total) + 1);
    const reversed = parts.flat().reduce((sum, line) => sum + line.taxCents, 0);
    expect(reversed).toBeLessThanOrEqual(2_167);
    expect(reversed).toBeGreaterThanOrEqual(2_165);
  });

  it('reverses nothing for an order that charged no tax', () => {
    expect(refundTaxLines([], 5_000, 2_500)).toEqual([]);
  });
});

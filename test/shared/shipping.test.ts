import { describe, expect, it } from 'vitest';
import { orderWeightGrams, servingZones, shippingPriceCents } from '../../src/shared/rules/shipping';
import { lineTotalCents, unitPriceCentsFor } from '../../src/shared/rules/quantity-rules';

describe('shipping', () => {
  it('makes a method free when a volume price brings the goods over its threshold', () => {
    const standard = { kind: 'flat', priceCents: 995, bands: [], freeOverCents: 50_000 } as const;
    // 100 x 5.10 = 510.00 at the list price; from 100 units a tier of 4.99 makes it 499.00.
    const product = { priceCents: 510, priceTiers: [{ minQuantity: 100, priceCents: 499 }] };
    const listGoods = lineTotalCents(100, product.priceCents);
    const tierGoods = lineTotalCents(100, unitPriceCentsFor(product, 100));
    expect(shippingPriceCents(standard, { goodsCents: listGoods, weightGrams: 0 })).toBe(0);
    expect(shippingPriceCents(standard, { goodsCents: tierGoods, weightGrams: 0 })).toBe(995);
  });

  it('prices by value and by weight bands', () => {
    const byValue = { kind: 'by_value', priceCents: null, bands: [{ from: 0, priceCents: 1_500 }, { from: 20_000, priceCents: 800 }], freeOverCents: null } as const;
    expect(shippingPriceCents(byValue, { goodsCents: 19_999, weightGrams: 0 })).toBe(1_500);
    expect(shippingPriceCents(byValue, { goodsCents: 20_000, weightGrams: 0 })).toBe(800);
    const byWeight = { kind: 'by_weight', priceCents: null, bands: [{ from: 0, priceCents: 500 }, { from: 30_000, priceCents: 4_500 }], freeOverCents: null } as const;
    const grams = orderWeightGrams([{ weightGrams: 2_500, quantity: 12 }, { weightGrams: null, quantity: 40 }]);
    expect(grams).toBe(30_000);
    expect(shippingPriceCents(byWeight, { goodsCents: 1, weightGrams: grams })).toBe(4_500);
  });

  it('serves an address from the zone naming its region over the whole country, and not at all from another country', () => {
    const zones = [
      { id: 'gb', countries: ['GB'], regions: [] },
      { id: 'highlands', countries: ['GB'], regions: ['IV', 'KW'] },
      { id: 'eu', countries: ['FR', 'DE'], regions: [] },
    ];
    expect(servingZones(zones, { country: 'GB', postcode: 'iv2 3ab' }).map((zone) => zone.id)).toEqual(['highlands']);
    expect(servingZones(zones, { country: 'GB', postcode: null }).map((zone) => zone.id)).toEqual(['gb']);
    expect(servingZones(zones, { country: 'DE', postcode: '10115' }).map((zone) => zone.id)).toEqual(['eu']);
    expect(servingZones(zones, { country: 'US', postcode: '10001' })).toEqual([]);
  });
});

/**
 * Shipping (issue 38, docs/decisions/132): which zones serve an address and what a method costs.
 * Checkout's quote, the order's placing and the admin's preview all ask these; the server's
 * answer, under the order's locks, is the one charged.
 */

/** A price band: from `from` on (goods cents for `by_value`, grams for `by_weight`), the method costs `priceCents`. */
export interface ShippingBand {
  from: number;
  priceCents: number;
}

export type ShippingKind = 'flat' | 'by_value' | 'by_weight';

/** What a method's price depends on. */
export interface ShippingPriceRule {
  kind: ShippingKind;
  /** `flat`: the price; null for banded methods. */
  priceCents: number | null;
  /** `by_value`, `by_weight`: ascending, the first from 0. */
  bands: readonly ShippingBand[];
  /** Goods total from which the method is free; null: never free. */
  freeOverCents: number | null;
}

/** Where an order ships, as far as zones and tax rates care. */
export interface ShipTo {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** As typed, or null when not known (a company location, a free-text address). */
  postcode: string | null;
}

/** A zone's reach: countries, or postcode prefixes (`regions`) within its one country. */
export interface ZoneReach {
  countries: readonly string[];
  regions: readonly string[];
}

/**
 * A postcode as zones and tax rates compare it: upper case, without spaces or dashes.
 *
 * @example
 * postcodeKey(' tw9 3ab '); // 'TW93AB'
 * postcodeKey('94107-1234'); // '941071234'
 */
export function postcodeKey(postcode: string): string {
  return postcode.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * How closely `reach` matches `to`: the length of its longest region prefix the postcode starts
 * with, 0 for a whole-country zone of that country, or null when it does not serve the address
 * (another country, or regions none of which the postcode starts with, or no postcode known).
 *
 * @example
 * zoneMatch({ countries: ['GB', 'IE'], regions: [] }, { country: 'IE', postcode: null }); // 0
 * zoneMatch({ countries: ['GB'], regions: ['BT'] }, { country: 'GB', postcode: 'bt1 1aa' }); // 2
 * zoneMatch({ countries: ['GB'], regions: ['BT'] }, { country: 'GB', postcode: null }); // null
 * zoneMatch({ countries: ['GB'], regions: [] }, { country: 'FR', postcode: '75001' }); // null
 */
export function zoneMatch(reach: ZoneReach, to: ShipTo): number | null {
  if (!reach.countries.includes(to.country)) return null;
  if (reach.regions.length === 0) return 0;
  if (to.postcode === null) return null;
  const key = postcodeKey(to.postcode);
  const lengths = reach.regions.filter((region) => key.startsWith(postcodeKey(region))).map((region) => postcodeKey(region).length);
  return lengths.length > 0 ? Math.max(...lengths) : null;
}

/**
 * The zones that serve `to`: those matching it most closely (a zone naming the address's region
 * beats a whole-country one), in their given order; none when no zone serves it.
 *
 * @example
 * const uk = { id: 'uk', countries: ['GB'], regions: [] };
 * const ni = { id: 'ni', countries: ['GB'], regions: ['BT'] };
 * servingZones([uk, ni], { country: 'GB', postcode: 'BT1 1AA' }).map((z) => z.id); // ['ni']
 * servingZones([uk, ni], { country: 'GB', postcode: 'SW1A 1AA' }).map((z) => z.id); // ['uk']
 */
export function servingZones<Z extends ZoneReach>(zones: readonly Z[], to: ShipTo): Z[] {
  const matched = zones.map((zone) => ({ zone, match: zoneMatch(zone, to) })).filter((entry) => entry.match !== null);
  if (matched.length === 0) return [];
  const best = Math.max(...matched.map((entry) => entry.match!));
  return matched.filter((entry) => entry.match === best).map((entry) => entry.zone);
}

/**
 * The band that applies to `measure` (goods cents or grams): the last whose `from` it reaches.
 *
 * @example
 * bandPrice([{ from: 0, priceCents: 995 }, { from: 10_000, priceCents: 495 }], 9_999); // 995
 * bandPrice([{ from: 0, priceCents: 995 }, { from: 10_000, priceCents: 495 }], 10_000); // 495
 */
export function bandPrice(bands: readonly ShippingBand[], measure: number): number {
  let price = bands[0]?.priceCents ?? 0;
  for (const band of bands) if (measure >= band.from) price = band.priceCents;
  return price;
}

/**
 * What a method charges for an order of `goodsCents` (its lines at their volume prices) weighing
 * `weightGrams` (units without a weight count as nothing): free from its threshold on, otherwise
 * its flat price or the band the goods total or the weight falls in.
 *
 * @example
 * const express = { kind: 'flat', priceCents: 1500, bands: [], freeOverCents: 50_000 } as const;
 * shippingPriceCents(express, { goodsCents: 49_999, weightGrams: 0 }); // 1500
 * shippingPriceCents(express, { goodsCents: 50_000, weightGrams: 0 }); // 0
 * const pallet = { kind: 'by_weight', priceCents: null, bands: [{ from: 0, priceCents: 2500 }, { from: 100_000, priceCents: 6000 }], freeOverCents: null } as const;
 * shippingPriceCents(pallet, { goodsCents: 1, weightGrams: 120_000 }); // 6000
 */
export function shippingPriceCents(method: ShippingPriceRule, order: { goodsCents: number; weightGrams: number }): number {
  if (method.freeOverCents !== null && order.goodsCents >= method.freeOverCents) return 0;
  if (method.kind === 'flat') return method.priceCents ?? 0;
  return bandPrice(method.bands, method.kind === 'by_value' ? order.goodsCents : order.weightGrams);
}

/**
 * The weight of an order's lines in grams; a product without a weight counts as nothing.
 *
 * @example
 * orderWeightGrams([{ weightGrams: 1200, quantity: 12 }, { weightGrams: null, quantity: 5 }]); // 14400
 */
export function orderWeightGrams(lines: readonly { weightGrams: number | null; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + (line.weightGrams ?? 0) * line.quantity, 0);
}

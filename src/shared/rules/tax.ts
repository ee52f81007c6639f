/**
 * Tax (issue 38, docs/decisions/132): which rate applies, and the one rounding rule. Checkout's
 * quote and the order's placing compute an order's tax with `orderTax`; invoices and credit notes
 * print what the order stored. Rates are basis points (hundredths of a percent: 2000 is 20%),
 * amounts integer cents: nothing here is a fraction.
 *
 * The rounding rule: tax is computed per line (and on shipping as a line of its own), each
 * rounded to the nearest cent with halves rounded up, then summed per rate. A rate line's tax is
 * therefore the sum of its lines' rounded taxes, not the rate applied to its taxable sum.
 */
import { postcodeKey, type ShipTo } from './shipping';

export const TAX_CLASSES = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** A configured rate: where (country, optionally a postcode prefix) and for which class. */
export interface TaxRateRule {
  country: string;
  /** A postcode prefix within the country; null: the whole country. */
  region: string | null;
  taxClass: TaxClass;
  basisPoints: number;
}

/** An order's tax at one rate: what was taxed at it and the tax (cents). */
export interface TaxLine {
  basisPoints: number;
  taxableCents: number;
  taxCents: number;
}

/**
 * The tax on `cents` at `basisPoints`, to the nearest cent, halves up.
 *
 * @example
 * taxOnCents(6_173, 2000); // 1235 (1234.6)
 * taxOnCents(1_025, 2000); // 205
 * taxOnCents(1_010, 550); // 56 (55.55)
 */
export function taxOnCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/**
 * The tax contained in a tax-inclusive `grossCents` at `basisPoints`: the gross less its net,
 * the net rounded to the nearest cent (halves up).
 *
 * @example
 * taxWithinCents(1_200, 2000); // 200
 * taxWithinCents(999, 2000); // 166 (net 832.5, rounded up to 833)
 */
export function taxWithinCents(grossCents: number, basisPoints: number): number {
  const net = Math.floor((grossCents * 20_000 + (10_000 + basisPoints)) / (2 * (10_000 + basisPoints)));
  return grossCents - net;
}

/**
 * The rate for `taxClass` where an order ships: a rate naming the longest postcode prefix the
 * address starts with beats the country's own; none: no tax.
 *
 * @example
 * const rates = [
 *   { country: 'US', region: null, taxClass: 'standard', basisPoints: 0 },
 *   { country: 'US', region: '94', taxClass: 'standard', basisPoints: 825 },
 * ] as const;
 * rateFor(rates, { country: 'US', postcode: '94107' }, 'standard')?.basisPoints; // 825
 * rateFor(rates, { country: 'US', postcode: '10001' }, 'standard')?.basisPoints; // 0
 * rateFor(rates, { country: 'US', postcode: null }, 'reduced'); // null
 */
export function rateFor(rates: readonly TaxRateRule[], to: ShipTo, taxClass: TaxClass): TaxRateRule | null {
  const key = to.postcode === null ? null : postcodeKey(to.postcode);
  let best: TaxRateRule | null = null;
  for (const rate of rates) {
    if (rate.country !== to.country || rate.taxClass !== taxClass) continue;
    if (rate.region !== null && (key === null || !key.startsWith(postcodeKey(rate.region)))) continue;
    const length = rate.region === null ? 0 : postcodeKey(rate.region).length;
    const bestLength = best === null ? -1 : best.region === null ? 0 : postcodeKey(best.region).length;
    if (length > bestLength) best = rate;
  }
  return best;
}

/** What `orderTax` needs to know about an order. */
export interface TaxableOrder {
  /** Each line's total as charged (cents) and its product's tax class. */
  lines: readonly { totalCents: number; taxClass: TaxClass }[];
  /** The delivery charge (cents); taxed at the address's standard rate. */
  shippingCents: number;
  rates: readonly TaxRateRule[];
  to: ShipTo;
  /** Prices were entered with tax included: the tax is found within them, not added. */
  pricesIncludeTax: boolean;
  /** The buyer is exempt (reverse charge or a certificate): no tax at all. */
  exempt: boolean;
}

/** An order's figures in cents: `totalCents` is what the customer pays. */
export interface OrderFigures {
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  taxLines: TaxLine[];
  totalCents: number;
}

/**
 * An order's tax lines and totals by the rounding rule above: each line (and the shipping, at
 * the standard rate) taxed at its class's rate and rounded, then summed per rate, highest rate
 * first. A line whose class has no rate there is not taxed and shows on no rate line. Tax-
 * exclusive prices add the tax to the total; tax-inclusive ones contain it. An exempt buyer pays none.
 *
 * @example
 * const rates = [{ country: 'GB', region: null, taxClass: 'standard', basisPoints: 2000 }, { country: 'GB', region: null, taxClass: 'reduced', basisPoints: 500 }] as const;
 * const to = { country: 'GB', postcode: null };
 * orderTax({ lines: [{ totalCents: 6_173, taxClass: 'standard' }, { totalCents: 1_010, taxClass: 'reduced' }], shippingCents: 500, rates, to, pricesIncludeTax: false, exempt: false });
 * // { goodsCents: 7183, shippingCents: 500, taxCents: 1386, totalCents: 9069,
 * //   taxLines: [{ basisPoints: 2000, taxableCents: 6673, taxCents: 1335 }, { basisPoints: 500, taxableCents: 1010, taxCents: 51 }] }
 */
export function orderTax(order: TaxableOrder): OrderFigures {
  const goodsCents = order.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const figures = { goodsCents, shippingCents: order.shippingCents };
  if (order.exempt) return { ...figures, taxCents: 0, taxLines: [], totalCents: goodsCents + order.shippingCents };
  const perRate = new Map<number, TaxLine>();
  const add = (cents: number, taxClass: TaxClass) => {
    const rate = rateFor(order.rates, order.to, taxClass);
    if (rate === null || cents === 0) return;
    const tax = order.pricesIncludeTax ? taxWithinCents(cents, rate.basisPoints) : taxOnCents(cents, rate.basisPoints);
    const line = perRate.get(rate.basisPoints) ?? { basisPoints: rate.basisPoints, taxableCents: 0, taxCents: 0 };
    // Taxable is the amount before tax: a tax-inclusive amount's net.
    line.taxableCents += order.pricesIncludeTax ? cents - tax : cents;
    line.taxCents += tax;
    perRate.set(rate.basisPoints, line);
  };
  for (const line of order.lines) add(line.totalCents, line.taxClass);
  add(order.shippingCents, 'standard');
  const taxLines = [...perRate.values()].sort((a, b) => b.basisPoints - a.basisPoints);
  const taxCents = taxLines.reduce((sum, line) => sum + line.taxCents, 0);
  return { ...figures, taxCents, taxLines, totalCents: goodsCents + order.shippingCents + (order.pricesIncludeTax ? 0 : taxCents) };
}

/**
 * The share of an order's tax a refund of `refundCents` (of `orderTotalCents`) reverses, per
 * rate: each rate's taxable and tax in proportion, rounded down, with the cents left over given
 * to the largest remainders, so that refunding the whole total reverses exactly the tax charged
 * and parts of it never reverse more.
 *
 * @example
 * refundTaxLines([{ basisPoints: 2000, taxableCents: 10_000, taxCents: 2_000 }], 12_000, 6_000);
 * // [{ basisPoints: 2000, taxableCents: 5000, taxCents: 1000 }]
 * refundTaxLines([{ basisPoints: 2000, taxableCents: 10_000, taxCents: 2_000 }], 12_000, 12_000);
 * // [{ basisPoints: 2000, taxableCents: 10000, taxCents: 2000 }]
 */
export function refundTaxLines(taxLines: readonly TaxLine[], orderTotalCents: number, refundCents: number): TaxLine[] {
  if (orderTotalCents <= 0 || refundCents <= 0) return [];
  const share = (values: number[]): number[] => {
    const total = values.reduce((sum, value) => sum + value, 0);
    const target = Math.floor((total * refundCents) / orderTotalCents);
    const exact = values.map((value) => (value * refundCents) / orderTotalCents);
    const floors = exact.map(Math.floor);
    let left = target - floors.reduce((sum, value) => sum + value, 0);
    const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
    for (const { index } of order) {
      if (left <= 0) break;
      floors[index]! += 1;
      left -= 1;
    }
    return floors;
  };
  const taxes = share(taxLines.map((line) => line.taxCents));
  const taxables = share(taxLines.map((line) => line.taxableCents));
  return taxLines.map((line, index) => ({ basisPoints: line.basisPoints, taxableCents: taxables[index]!, taxCents: taxes[index]! }));
}

/**
 * A rate as people write it: `2000` -> `20`, `550` -> `5.5`; and back, exactly (at most two decimals).
 *
 * @example
 * basisPointsToPercent(825); // 8.25
 * percentToBasisPoints(8.25); // 825
 */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * A rate in words for a rate table: `20%`, `5.5%`, `8.25%`.
 *
 * @example
 * ratePercentText(550); // '5.5%'
 */
export function ratePercentText(basisPoints: number): string {
  return `${basisPointsToPercent(basisPoints)}%`;
}

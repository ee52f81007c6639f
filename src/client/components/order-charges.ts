import { centsToDollars, dollarsToCents, formatDollars } from '../../shared/money';
import { percentToBasisPoints, ratePercentText } from '../../shared/rules/tax';
import type { OrderShipping } from '../../shared/schemas/shipping';
import type { TaxLineDto } from '../../shared/schemas/tax';

/**
 * What an order read says about its delivery and tax (issue 38): the fields every order DTO
 * carries, and checkout's quote turned into them. Optional but the total, so that anything
 * without them shows the total alone, as before.
 */
export interface OrderChargeFields {
  /** What the buyer pays: goods + shipping + tax. */
  totalPrice: number;
  goodsTotal?: number;
  shipping?: OrderShipping | null;
  taxLines?: readonly TaxLineDto[];
  taxTotal?: number;
  taxNote?: string | null;
}

/** One row above an order's total: what it is, and its amount (none for the tax note). */
export interface ChargeRow {
  label: string;
  amount: number | null;
}

/**
 * A tax line in words, as checkout, the order and the receipt print it.
 *
 * @example
 * taxLineLabel({ ratePercent: 20, taxable: 120, amount: 24 }); // 'VAT 20% on $120.00'
 * taxLineLabel({ ratePercent: 5.5, taxable: 10.1, amount: 0.56 }); // 'VAT 5.5% on $10.10'
 * taxLineLabel({ ratePercent: 20, taxable: 120, amount: 20 }, true); // 'Includes VAT 20% on $120.00' (prices include tax)
 */
export function taxLineLabel(line: TaxLineDto, included = false): string {
  return `${included ? 'Includes VAT' : 'VAT'} ${ratePercentText(percentToBasisPoints(line.ratePercent))} on ${formatDollars(line.taxable)}`;
}

/**
 * The shipping row's words: the method and, when known, its estimate.
 *
 * @example
 * shippingLabel({ method: 'Express', amount: 12, estimate: '1 working day' }); // 'Shipping: Express (1 working day)'
 */
export function shippingLabel(shipping: OrderShipping): string {
  return `Shipping: ${shipping.method}${shipping.estimate ? ` (${shipping.estimate})` : ''}`;
}

/**
 * The rows between an order's lines and its total: goods, shipping, one per tax rate, the tax
 * total, and the exemption's wording in place of tax. A shop whose prices include tax
 * (PRICES_INCLUDE_TAX) charges goods and shipping alone: its tax rows say the tax is included.
 * None for an order with neither shipping nor tax nor a note (every order from before issue 38,
 * and any a shop without zones or rates takes): its goods are its total.
 *
 * @example
 * chargeRows({ totalPrice: 126, goodsTotal: 100, shipping: { method: 'Standard', amount: 5, estimate: null }, taxLines: [{ ratePercent: 20, taxable: 105, amount: 21 }], taxTotal: 21, taxNote: null });
 * // [{ label: 'Goods', amount: 100 }, { label: 'Shipping: Standard', amount: 5 }, { label: 'VAT 20% on $105.00', amount: 21 }, { label: 'Tax total', amount: 21 }]
 * chargeRows({ totalPrice: 100, goodsTotal: 100, shipping: null, taxLines: [], taxTotal: 0, taxNote: null }); // []
 */
export function chargeRows(charges: OrderChargeFields): ChargeRow[] {
  const taxLines = charges.taxLines ?? [];
  const { shipping, taxNote } = charges;
  if (!shipping && taxLines.length === 0 && !taxNote) return [];
  const rows: ChargeRow[] = [];
  if (charges.goodsTotal !== undefined) rows.push({ label: 'Goods', amount: charges.goodsTotal });
  if (shipping) rows.push({ label: shippingLabel(shipping), amount: shipping.amount });
  const included = taxIncluded(charges);
  for (const line of taxLines) rows.push({ label: taxLineLabel(line, included), amount: line.amount });
  if (taxLines.length > 0) rows.push({ label: included ? 'Tax included' : 'Tax total', amount: taxTotalOf(charges) });
  if (taxNote) rows.push({ label: taxNote, amount: null });
  return rows;
}

/**
 * What an order's total includes besides its goods, in brief, for a list's total column; null when
 * nothing (no shipping, no tax).
 *
 * @example
 * includedText({ totalPrice: 126, shipping: { method: 'Express', amount: 5, estimate: null }, taxLines: [{ ratePercent: 20, taxable: 105, amount: 21 }], taxTotal: 21 });
 * // 'incl. shipping $5.00 and tax $21.00'
 * includedText({ totalPrice: 100, shipping: null, taxLines: [] }); // null
 */
export function includedText(charges: OrderChargeFields): string | null {
  const parts = [
    ...(charges.shipping ? [`shipping ${formatDollars(charges.shipping.amount)}`] : []),
    ...((charges.taxLines ?? []).length > 0 ? [`tax ${formatDollars(taxTotalOf(charges))}`] : []),
  ];
  return parts.length > 0 ? `incl. ${parts.join(' and ')}` : null;
}

/** The order's tax total, or (a read without it) its lines' sum, added in cents. */
function taxTotalOf(charges: OrderChargeFields): number {
  return charges.taxTotal ?? centsToDollars((charges.taxLines ?? []).reduce((sum, line) => sum + dollarsToCents(line.amount), 0));
}

/**
 * Whether the tax is within the goods and shipping (prices entered tax-inclusive) rather than on
 * top: they alone make the total. Compared in cents, so a float never decides it.
 */
function taxIncluded(charges: OrderChargeFields): boolean {
  if (charges.goodsTotal === undefined || dollarsToCents(taxTotalOf(charges)) === 0) return false;
  return dollarsToCents(charges.goodsTotal) + dollarsToCents(charges.shipping?.amount ?? 0) === dollarsToCents(charges.totalPrice);
}

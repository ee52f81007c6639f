import { formatDollars } from '../../../shared/money';
import type { ShippingMethod } from '../../../shared/schemas/shipping';
import { TAX_CLASS_LABEL, type TaxRate } from '../../../shared/schemas/tax';

/* How the Shipping & tax page writes a zone's countries, a method's price rule and a tax rate. */

const regionNames = new Intl.DisplayNames(['en-US'], { type: 'region' });

/** @example countryName('GB') // 'United Kingdom' */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

export const KIND_LABEL: Record<ShippingMethod['kind'], string> = { flat: 'Flat price', by_value: 'By order value', by_weight: 'By weight' };

/**
 * A method's price in words.
 *
 * @example
 * priceRule({ kind: 'flat', price: 9.95, bands: [], freeOver: 500 }); // '$9.95, free over $500.00'
 * priceRule({ kind: 'by_weight', price: null, bands: [{ from: 0, price: 45 }, { from: 250.5, price: 90 }], freeOver: null }); // 'By weight: $45.00 from 0 kg, $90.00 from 250.5 kg'
 */
export function priceRule(method: Pick<ShippingMethod, 'kind' | 'price' | 'bands' | 'freeOver'>): string {
  const from = (value: number) => (method.kind === 'by_weight' ? `${value} kg` : formatDollars(value));
  const rule =
    method.kind === 'flat'
      ? formatDollars(method.price ?? 0)
      : `${KIND_LABEL[method.kind]}: ${method.bands.map((band) => `${formatDollars(band.price)} from ${from(band.from)}`).join(', ')}`;
  return method.freeOver === null ? rule : `${rule}, free over ${formatDollars(method.freeOver)}`;
}

/** @example taxRateName({ country: 'GB', region: null, taxClass: 'standard', ratePercent: 20 }) // 'United Kingdom, Standard, 20%' */
export function taxRateName(rate: Pick<TaxRate, 'country' | 'region' | 'taxClass' | 'ratePercent'>): string {
  return `${countryName(rate.country)}${rate.region ? ` (${rate.region})` : ''}, ${TAX_CLASS_LABEL[rate.taxClass]}, ${rate.ratePercent}%`;
}

import { formatDollars } from '../../../../shared/money';
import type { PriceListEntryDto } from '../../../../shared/schemas/price-list';

/**
 * An entry in words: "12.5% off", or its fixed prices from 1 unit and its breaks.
 *
 * @example entryWords({ percentOff: 12.5, tiers: null }) // '12.5% off'
 * @example entryWords({ percentOff: null, tiers: [{ minQuantity: 1, price: 9.5 }, { minQuantity: 10, price: 9 }] }) // '$9.50; 10+ $9.00'
 */
export function entryWords(entry: Pick<PriceListEntryDto, 'percentOff' | 'tiers'>): string {
  if (entry.percentOff !== null) return `${entry.percentOff}% off`;
  return (entry.tiers ?? []).map((tier, i) => (i === 0 ? formatDollars(tier.price) : `${tier.minQuantity}+ ${formatDollars(tier.price)}`)).join('; ');
}

/** One CSV cell (RFC 4180), quoted when it needs it. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The entries CSV of one line (`sku,percentOff,price,priceTiers`): what the entry dialog sends. */
export function oneLineCsv(values: { sku: string; percentOff: string; price: string; priceTiers: string }): string {
  return `sku,percentOff,price,priceTiers\r\n${[values.sku, values.percentOff, values.price, values.priceTiers].map((value) => cell(value.trim())).join(',')}\r\n`;
}

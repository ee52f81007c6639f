import { centsToDollars, formatDollars } from '../../../shared/money';

/** The timeline's detail keys in an admin's words; an unknown key is shown as it is. */
const DETAIL_LABELS: Record<string, string> = {
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  orderQuantity: 'Quantity',
  lines: 'Lines',
  units: 'Units',
  totalCents: 'Total',
  amountCents: 'Amount',
  intentId: 'Payment',
  refundId: 'Refund',
  unitsReturned: 'Units back in stock',
  reason: 'Reason',
  status: 'Payment status',
  attempt: 'Attempt',
  currency: 'Currency',
  via: 'Via',
  ignored: 'Ignored',
};

/**
 * An order event's details as "Label: value" lines, cents as dollars and empty values left out.
 *
 * @example
 * eventDetailLines({ carrier: 'DHL', trackingNumber: 'JD01', totalCents: 5000, note: null });
 * // ['Carrier: DHL', 'Tracking number: JD01', 'Total: $50.00']
 */
export function eventDetailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => `${DETAIL_LABELS[name] ?? name}: ${displayValue(name, value)}`);
}

function displayValue(name: string, value: unknown): string {
  if (name.endsWith('Cents') && typeof value === 'number') return formatDollars(centsToDollars(value));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

import { formatCents, formatDollars } from '../../../shared/money';
import { localDateTime } from './audit-time';

/** The recorded fields in an admin's words; any other is spelt out from its name ("packSize" -> "Pack size"). */
const FIELD_LABELS: Record<string, string> = {
  sku: 'SKU',
  categoryId: 'Category',
  minimumOrder: 'Minimum order',
  maximumOrder: 'Maximum order',
  quantity: 'Stock',
  priceTiers: 'Volume prices',
  isPaid: 'Paid',
  shippedAt: 'Shipped at',
  trackingNumber: 'Tracking number',
  unitsReturned: 'Units back in stock',
  parentId: 'Parent category',
  slug: 'Web address name',
  weight: 'Weight (kg)',
  ratePercent: 'Rate (%)',
};

/** Fields a reader has no use for in a change: ids, the first image (also in images), the row's own times. */
export const HIDDEN_FIELDS = new Set(['_id', 'id', 'image', 'date', 'createdAt', 'updatedAt']);

/** The fields that hold a category's id: said by the category's name. */
const CATEGORY_ID_FIELDS = new Set(['categoryId', 'parentId']);

/** A role as the admin pages name it. */
const ROLE_WORDS: Record<string, string> = { user: 'customer', admin: 'admin' };
const MAX_VALUE_LENGTH = 80;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A field's label; an amount in cents is named for what it is, the unit said by its value ($).
 *
 * @example fieldLabel('packSize') // 'Pack size'
 * @example fieldLabel('refundedCents') // 'Refunded'
 */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/(?<=.)Cents$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const cut = (text: string) => (text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A volume price tier as the shop states it: "10+ at $9.50". */
const tierInWords = (tier: unknown) => (isRecord(tier) && typeof tier.price === 'number' ? `${String(tier.minQuantity)}+ at ${formatDollars(tier.price)}` : JSON.stringify(tier));

/**
 * A recorded value in words: money as dollars (`price` is in dollars, `…Cents` in cents), yes/no,
 * "none" for nothing, a category by its name (`categoryNames`, from the entry), instants in the
 * reader's local time, long text cut.
 *
 * @example valueInWords('priceCents', 1250) // '$12.50'
 * @example valueInWords('carrier', null) // 'none'
 * @example valueInWords('isPaid', false) // 'no'
 * @example valueInWords('categoryId', 'c0ffee00-…', { 'c0ffee00-…': 'Spades' }) // 'Spades'
 */
export function valueInWords(key: string, value: unknown, categoryNames: Readonly<Record<string, string>> = {}): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (CATEGORY_ID_FIELDS.has(key) && typeof value === 'string') return cut(categoryNames[value] ?? 'a deleted category');
  if (Array.isArray(value) && value.length === 0) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && key.endsWith('Cents')) return formatCents(value);
  if (typeof value === 'number' && key === 'price') return formatDollars(value);
  if (key === 'priceTiers' && Array.isArray(value)) return cut(value.map(tierInWords).join(', '));
  if (key === 'images' && Array.isArray(value)) return value.length === 1 ? '1 image' : `${value.length} images`;
  if (typeof value === 'string') return cut(ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? localDateTime(value) : (key === 'role' ? (ROLE_WORDS[value] ?? value) : value));
  if (typeof value === 'number') return value.toLocaleString();
  return cut(JSON.stringify(value));
}

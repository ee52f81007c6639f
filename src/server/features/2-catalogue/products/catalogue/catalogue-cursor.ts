import { CATALOGUE_SORTS } from '../../../../../shared/catalogue-sorts';
import type { CatalogueSort } from '../../../../../shared/schemas/catalogue';
import { lowerNameKey, microsKey, sortedCursor, type SortedKey } from '../../../../db/sorted-cursor';

/** Where a catalogue page ends: the time in microseconds, the price in cents, the lower-cased name, or the relevance tier and the time (or, in the SKU-prefix tier, the SKU). */
export type CatalogueKey = SortedKey<CatalogueSort>;

const cents = (key: string) => /^\d{1,12}$/.test(key);

const cursor = sortedCursor(CATALOGUE_SORTS, {
  newest: microsKey,
  price_asc: cents,
  price_desc: cents,
  name: lowerNameKey,
  // The relevance tier, then the newest key within it; in the SKU-prefix tier, the SKU (relevance-tiers.ts).
  relevance: (key) => /^[0-3]:-?\d{1,17}$/.test(key) || (/^2:sku:.{1,160}$/s.test(key) && !key.includes('\u0000')),
});

/**
 * The opaque cursor of a catalogue page, and its reading (a 400 on `cursor` for one made for another sort).
 *
 * @example
 * decodeCatalogueCursor(encodeCatalogueCursor({ sort: 'price_asc', key: '1999', id }), 'price_asc'); // the same key
 */
export const encodeCatalogueCursor = cursor.encode;
export const decodeCatalogueCursor = cursor.decode;

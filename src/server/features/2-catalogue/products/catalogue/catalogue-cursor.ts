import { z } from 'zod';
import { CATALOGUE_SORTS } from '../../../../../shared/catalogue-sorts';
import type { CatalogueSort } from '../../../../../shared/schemas/catalogue';
import { idSchema } from '../../../../../shared/schemas/ids';
import { AppError } from '../../../../errors/app-error';

/**
 * Where a keyset page ends: the sort it was made for, the last row's sort key and its id. The
 * key is text, exactly as Postgres printed it: the time in microseconds (a JavaScript Date would
 * round it), the price in cents, the lower-cased name, or the relevance tier and the time (or,
 * in the SKU-prefix tier, the SKU).
 */
export interface CatalogueKey {
  sort: CatalogueSort;
  key: string;
  id: string;
}

const KEY_SHAPES: Record<CatalogueSort, (key: string) => boolean> = {
  newest: (key) => /^-?\d{1,17}$/.test(key),
  price_asc: (key) => /^\d{1,12}$/.test(key),
  price_desc: (key) => /^\d{1,12}$/.test(key),
  // A lower-cased product name (at most 120 characters); Postgres refuses NUL in text.
  name: (key) => key.length <= 480 && !key.includes('\u0000'),
  // The relevance tier, then the newest key within it; in the SKU-prefix tier, the SKU (relevance-tiers.ts).
  relevance: (key) => /^[0-3]:-?\d{1,17}$/.test(key) || (/^2:sku:.{1,160}$/s.test(key) && !key.includes('\u0000')),
};

const payload = z.tuple([z.enum(CATALOGUE_SORTS), z.string(), idSchema]);

/**
 * The opaque cursor of a page: base64url of `[sort, key, id]` as JSON.
 *
 * @example
 * encodeCatalogueCursor({ sort: 'price_asc', key: '1999', id }); // 'WyJwcmljZV9hc2MiLCIxOTk5Iiwi...'
 * decodeCatalogueCursor(encodeCatalogueCursor(key), 'price_asc'); // the same key
 * decodeCatalogueCursor(encodeCatalogueCursor(key), 'name'); // throws: 400 on `cursor`
 */
export function encodeCatalogueCursor(key: CatalogueKey): string {
  return Buffer.from(JSON.stringify([key.sort, key.key, key.id])).toString('base64url');
}

/** The key inside a cursor made for `sort`; any other cursor is a 400 on the `cursor` field. */
export function decodeCatalogueCursor(cursor: string, sort: CatalogueSort): CatalogueKey {
  const parsed = payload.safeParse(parseJson(Buffer.from(cursor, 'base64url').toString('utf8')));
  if (!parsed.success) throw invalidCursor('Invalid page cursor');
  const [madeFor, key, id] = parsed.data;
  if (madeFor !== sort) throw invalidCursor('This page cursor belongs to another sort order');
  if (!KEY_SHAPES[sort](key)) throw invalidCursor('Invalid page cursor');
  return { sort, key, id };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const invalidCursor = (message: string) => new AppError('invalid', message, { cursor: [message] });

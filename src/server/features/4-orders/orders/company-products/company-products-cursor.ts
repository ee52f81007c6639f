import { z } from 'zod';
import { COMPANY_PRODUCTS_SORTS, type CompanyProductsSort } from '../../../../../shared/schemas/company-products';
import { idSchema } from '../../../../../shared/schemas/ids';
import { AppError } from '../../../../errors/app-error';

/**
 * Where a page of "Products we buy" ends: the sort it was made for, the last row's sort key as
 * Postgres printed it (the last order's time in microseconds, which a JavaScript Date would round;
 * the lower-cased name; the count of orders) and the product's id. The catalogue's cursor
 * (products/catalogue/catalogue-cursor.ts) has the same shape; products does not offer it.
 */
export interface CompanyProductsKey {
  sort: CompanyProductsSort;
  key: string;
  id: string;
}

const KEY_SHAPES: Record<CompanyProductsSort, (key: string) => boolean> = {
  last_ordered: (key) => /^-?\d{1,17}$/.test(key),
  // A lower-cased product name (at most 120 characters, a few bytes each); Postgres refuses NUL in text.
  name: (key) => key.length <= 480 && !key.includes('\u0000'),
  times_ordered: (key) => /^\d{1,9}$/.test(key),
};

const payload = z.tuple([z.enum(COMPANY_PRODUCTS_SORTS), z.string(), idSchema]);

/**
 * The opaque cursor of a page: base64url of `[sort, key, id]` as JSON.
 *
 * @example
 * decodeCompanyProductsCursor(encodeCompanyProductsCursor({ sort: 'times_ordered', key: '4', id }), 'times_ordered'); // the same key
 * decodeCompanyProductsCursor(encodeCompanyProductsCursor({ sort: 'times_ordered', key: '4', id }), 'name'); // throws: 400 on `cursor`
 */
export function encodeCompanyProductsCursor(key: CompanyProductsKey): string {
  return Buffer.from(JSON.stringify([key.sort, key.key, key.id])).toString('base64url');
}

/** The key inside a cursor made for `sort`; any other cursor is a 400 on the `cursor` field. */
export function decodeCompanyProductsCursor(cursor: string, sort: CompanyProductsSort): CompanyProductsKey {
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

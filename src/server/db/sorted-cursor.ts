import { z } from 'zod';
import { idSchema } from '../../shared/schemas/ids';
import { AppError } from '../errors/app-error';

/**
 * Where a keyset page of a list with several sort orders ends: the sort it was made for, the last
 * row's sort key as text, exactly as Postgres printed it (a time in microseconds, which a
 * JavaScript Date would round; cents; a lower-cased name; a count), and the row's id.
 */
export interface SortedKey<Sort extends string> {
  sort: Sort;
  key: string;
  id: string;
}

/** The shapes of the keys one of the sorts' rows may have, which a cursor's key must match. */
export type KeyShapes<Sort extends string> = Record<Sort, (key: string) => boolean>;

/** A time in microseconds since the epoch, as Postgres prints it. */
export const microsKey = (key: string) => /^-?\d{1,17}$/.test(key);
/** A lower-cased product name (at most 120 characters, a few bytes each); Postgres refuses NUL in text. */
export const lowerNameKey = (key: string) => key.length <= 480 && !key.includes('\u0000');

/**
 * The opaque cursor of a list sorted by one of `sorts` (base64url of `[sort, key, id]` as JSON)
 * and its reading: a cursor made for another sort, or a key not of its sort's shape, is a 400 on
 * the `cursor` field.
 *
 * @example
 * const cursor = sortedCursor(['name', 'times_ordered'], { name: lowerNameKey, times_ordered: (key) => /^\d{1,9}$/.test(key) });
 * cursor.decode(cursor.encode({ sort: 'times_ordered', key: '4', id }), 'times_ordered'); // the same key
 * cursor.decode(cursor.encode({ sort: 'times_ordered', key: '4', id }), 'name'); // throws: 400 on `cursor`
 */
export function sortedCursor<Sort extends string>(sorts: readonly [Sort, ...Sort[]], shapes: KeyShapes<Sort>) {
  const payload = z.tuple([z.enum(sorts), z.string(), idSchema]);
  return {
    encode: (key: SortedKey<Sort>): string => Buffer.from(JSON.stringify([key.sort, key.key, key.id])).toString('base64url'),
    decode(cursor: string, sort: Sort): SortedKey<Sort> {
      const parsed = payload.safeParse(parseJson(Buffer.from(cursor, 'base64url').toString('utf8')));
      if (!parsed.success) throw invalidCursor('Invalid page cursor');
      const [madeFor, key, id] = parsed.data as [Sort, string, string];
      if (madeFor !== sort) throw invalidCursor('This page cursor belongs to another sort order');
      if (!shapes[sort](key)) throw invalidCursor('Invalid page cursor');
      return { sort, key, id };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const invalidCursor = (message: string) => new AppError('invalid', message, { cursor: [message] });

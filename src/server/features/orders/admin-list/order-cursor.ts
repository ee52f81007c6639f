import { AppError } from '../../../errors/app-error';
import { idSchema } from '../../../../shared/schemas/ids';

/** Where a keyset page ends: the last row's creation time in microseconds since the epoch, and its id. */
export interface OrderKey {
  createdMicros: string;
  id: string;
}

const KEY = /^(\d{1,17})\.([0-9a-f-]{36})$/;

/**
 * The opaque cursor of a page: base64url of the last row's key. Microseconds, because Postgres
 * keeps them and a JavaScript Date would round them away (two orders in one millisecond would
 * then be skipped or repeated).
 *
 * @example
 * decodeOrderCursor(encodeOrderCursor({ createdMicros: '1795000000000001', id })); // the same key
 */
export function encodeOrderCursor(key: OrderKey): string {
  return Buffer.from(`${key.createdMicros}.${key.id}`).toString('base64url');
}

/** The key inside a cursor; a cursor we did not make is a 400 on the `cursor` field. */
export function decodeOrderCursor(cursor: string): OrderKey {
  const match = KEY.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match?.[1] || !match[2] || !idSchema.safeParse(match[2]).success) {
    throw new AppError('invalid', 'Invalid page cursor', { cursor: ['Invalid page cursor'] });
  }
  return { createdMicros: match[1], id: match[2] };
}

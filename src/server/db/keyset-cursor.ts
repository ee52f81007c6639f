import { AppError } from '../errors/app-error';
import { idSchema } from '../../shared/schemas/ids';

/** Where a keyset page ends: the last row's creation time in microseconds since the epoch, and its id. */
export interface KeysetKey {
  createdMicros: string;
  id: string;
}

const KEY = /^(\d{1,17})\.([0-9a-f-]{36})$/;
const INVALID = 'Invalid page cursor';

/**
 * The opaque cursor of a page ordered by (creation time, id): base64url of the last row's key.
 * Microseconds, because Postgres keeps them and a JavaScript Date would round them away (two rows
 * made in one millisecond would then be skipped or repeated). The admin's orders, My Orders and
 * the customers list page this way.
 *
 * @example
 * decodeKeysetCursor(encodeKeysetCursor({ createdMicros: '1795000000000001', id })); // the same key
 */
export function encodeKeysetCursor(key: KeysetKey): string {
  return Buffer.from(`${key.createdMicros}.${key.id}`).toString('base64url');
}

/** The key inside a cursor; a cursor we did not make is a 400 on the `cursor` field. */
export function decodeKeysetCursor(cursor: string): KeysetKey {
  const [, createdMicros, id] = KEY.exec(Buffer.from(cursor, 'base64url').toString('latin1')) ?? [];
  if (!createdMicros || !id || !idSchema.safeParse(id).success) throw new AppError('invalid', INVALID, { cursor: [INVALID] });
  return { createdMicros, id };
}

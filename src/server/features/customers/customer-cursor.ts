import { AppError } from '../../errors/app-error';
import { idSchema } from '../../../shared/schemas/ids';
import type { AccountKey } from '../accounts/customer-directory';

const KEY = /^(\d{1,17})\.([0-9a-f-]{36})$/;
const INVALID = 'Invalid page cursor';

/**
 * The opaque cursor of a customer page: base64url of the last account's key (its creation time in
 * microseconds and its id).
 *
 * @example
 * decodeCustomerCursor(encodeCustomerCursor({ createdMicros: '1795000000000001', id })); // the same key
 */
export function encodeCustomerCursor(key: AccountKey): string {
  return Buffer.from(`${key.createdMicros}.${key.id}`).toString('base64url');
}

/** The key inside a cursor; one we did not make is a 400 on the `cursor` field. */
export function decodeCustomerCursor(cursor: string): AccountKey {
  const [, createdMicros, id] = KEY.exec(Buffer.from(cursor, 'base64url').toString('latin1')) ?? [];
  if (!createdMicros || !id || !idSchema.safeParse(id).success) throw new AppError('invalid', INVALID, { cursor: [INVALID] });
  return { createdMicros, id };
}

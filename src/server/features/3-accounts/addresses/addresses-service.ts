import { ADDRESS_NOT_FOUND_MESSAGE, ADDRESSES_FULL_MESSAGE, ADDRESSES_MAX, type AddressFields, type SavedAddress } from '../../../../shared/schemas/address-book';
import type { DB } from '../../../db/database';
import { AppError } from '../../../errors/app-error';
import { toAddressDto } from './address-dto';
import { clearDefault, countAddresses, deleteAddress, insertAddress, lockAddressBook, promoteNewest, updateAddress } from './addresses-repository';

/*
 * The address book's writes. Each is one transaction under the account's address-book lock, so
 * its rules hold whatever else the account does at the same moment: at most ADDRESSES_MAX
 * addresses, exactly one default while there is any address (the first one added is it, and
 * deleting the default makes the newest other the default).
 *
 * Errors: 404 an address the caller does not have (another account's included: never 403, which
 * would say it exists); 409 a full address book.
 */

/** Adds an address to `userId`'s book, in the transaction `db` may already be (checkout saves one while placing the order). */
export async function saveAddress(db: DB, userId: string, fields: AddressFields, makeDefault = false): Promise<SavedAddress> {
  await lockAddressBook(db, userId);
  const count = await countAddresses(db, userId);
  if (count >= ADDRESSES_MAX) throw new AppError('conflict', ADDRESSES_FULL_MESSAGE);
  const isDefault = makeDefault || count === 0;
  if (isDefault) await clearDefault(db, userId);
  return toAddressDto(await insertAddress(db, userId, fields, isDefault));
}

export function addAddress(db: DB, userId: string, fields: AddressFields, makeDefault = false): Promise<SavedAddress> {
  return db.transaction().execute((trx) => saveAddress(trx, userId, fields, makeDefault));
}

/**
 * Changes one address. `makeDefault: true` makes it the default; false or left out keeps the
 * default where it is (the default stays the default: another becomes it only by being chosen).
 */
export function editAddress(db: DB, userId: string, id: string, fields: AddressFields, makeDefault?: boolean): Promise<SavedAddress> {
  return db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, userId);
    if (makeDefault) await clearDefault(trx, userId);
    const keepsDefault = makeDefault === true ? true : undefined;
    const row = await updateAddress(trx, userId, id, fields, keepsDefault);
    if (!row) throw new AppError('not-found', ADDRESS_NOT_FOUND_MESSAGE);
    return toAddressDto(row);
  });
}

/** Deletes one address; when it was the default, the newest other becomes the default. */
export function removeAddress(db: DB, userId: string, id: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, userId);
    const removed = await deleteAddress(trx, userId, id);
    if (!removed) throw new AppError('not-found', ADDRESS_NOT_FOUND_MESSAGE);
    if (removed.isDefault) await promoteNewest(trx, userId);
  });
}

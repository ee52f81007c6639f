import { addressText } from '../../../../shared/schemas/address-book';
import type { DB } from '../../../db/database';
import { toAddressDto } from './address-dto';
import { findAddress, listAddresses } from './addresses-repository';

/*
 * What other features may know of an account's address book: checkout delivers to a saved
 * address or saves a new one; the admin's customer page shows them. Always by the owner's id.
 */

export { saveAddress } from './addresses-service';

/**
 * The phone and the one-text address an order keeps, of one of `userId`'s addresses, with its
 * country and postcode (where shipping and tax are charged for); undefined when they have none by that id.
 */
export async function deliveryTo(
  db: DB,
  userId: string,
  addressId: string,
): Promise<{ phone: string; address: string; shipTo: { country: string; postcode: string | null } } | undefined> {
  const row = await findAddress(db, userId, addressId);
  return row && { phone: row.phone, address: addressText(row), shipTo: { country: row.country, postcode: row.postcode } };
}

/** Every saved address of `userId`, as the API shows them. */
export async function savedAddressesOf(db: DB, userId: string) {
  return (await listAddresses(db, userId)).map(toAddressDto);
}

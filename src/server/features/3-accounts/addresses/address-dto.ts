import type { SavedAddress } from '../../../../shared/schemas/address-book';
import type { AddressRow } from './addresses-repository';

/** A saved address as the API shows it: empty optional parts are left out. */
export function toAddressDto(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    ...(row.company !== null && { company: row.company }),
    line1: row.line1,
    ...(row.line2 !== null && { line2: row.line2 }),
    city: row.city,
    ...(row.postcode !== null && { postcode: row.postcode }),
    country: row.country,
    phone: row.phone,
    isDefault: row.isDefault,
  };
}

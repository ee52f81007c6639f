import { AddressBookPage } from '../../features/addresses/address-book-page';

export function AddressesRoute() {
  return <AddressBookPage />;
}

import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SavedAddress } from '../../../shared/schemas/address-book';
import { AddressLines } from '../../components/address-lines';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeading } from '../../components/page-heading';
import { RowDeleteDialog } from '../../components/row-delete-dialog';
import { Skeleton } from '../../components/skeleton';
import { useTRPC } from '../../lib/trpc';
import { AddressDialog } from './address-dialog';
import { useAddressBook, useEditAddress, useRemoveAddress } from './api/address-book';
import button from '../../components/button.module.css';
import row from '../../components/row-action.module.css';
import addressCards from '../../components/address-lines.module.css';
import styles from './address-book-page.module.css';

/** /dashboard/addresses: the customer's saved delivery addresses, the default first. */
export function AddressBookPage() {
  const trpc = useTRPC();
  const book = useAddressBook();
  // The first address starts from the profile's name, phone and the address's first line.
  const profile = useQuery(trpc.users.me.queryOptions());
  const prefill = profile.data ? { name: profile.data.name, phone: profile.data.phone ?? '', line1: profile.data.address?.split('\n')[0]?.trim() ?? '' } : undefined;

  return (
    <section className={styles.page} aria-labelledby="addresses-title">
      <PageHeading id="addresses-title" title="Addresses" />
      <p>Checkout offers these addresses and chooses the default first. Editing one never changes an order already placed.</p>
      <AddressDialog
        key={book.data?.length === 0 && prefill ? 'prefilled' : 'blank'}
        prefill={book.data?.length === 0 ? prefill : undefined}
        trigger={
          <button type="button" className={button.primary}>
            Add an address
          </button>
        }
      />
      {book.isPending ? (
        <Skeleton label="Loading your addresses" count={2} itemClassName={styles.skeleton} />
      ) : book.error ? (
        <ErrorNotice title="We couldn't load your addresses." error={book.error} onRetry={() => void book.refetch()} retrying={book.isRefetching} />
      ) : book.data.length === 0 ? (
        <EmptyState>No saved addresses yet. Add one here, or tick "Save it to my address book" at checkout.</EmptyState>
      ) : (
        <ul className={addressCards.grid} aria-label="Saved addresses">
          {book.data.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddressCard({ address }: { address: SavedAddress }) {
  const edit = useEditAddress();
  return (
    <li className={styles.card} aria-label={address.name}>
      <AddressLines address={address} />
      {address.isDefault ? <p className={styles.default}>Default address</p> : null}
      <div className={styles.actions}>
        <AddressDialog
          address={address}
          trigger={
            <button type="button" className={row.action} aria-label={`Edit ${address.name}, ${address.line1}`}>
              Edit
            </button>
          }
        />
        {address.isDefault ? null : (
          <button
            type="button"
            className={row.action}
            disabled={edit.isPending}
            onClick={() =>
              edit.mutate(
                { ...address, company: address.company ?? '', line2: address.line2 ?? '', postcode: address.postcode ?? '', isDefault: true },
                { onSuccess: () => toast.success(`${address.line1} is now your default address`), onError: (error) => toast.error(error.message) },
              )
            }
          >
            Make default
          </button>
        )}
        <DeleteAddressDialog address={address} />
      </div>
    </li>
  );
}

function DeleteAddressDialog({ address }: { address: SavedAddress }) {
  const remove = useRemoveAddress({ onSuccess: () => toast.success('Address deleted') });
  return (
    <RowDeleteDialog
      remove={remove}
      onConfirm={() => remove.mutate({ id: address.id })}
      label={`${address.name}, ${address.line1}`}
      title="Delete this address?"
      description={<>{address.line1}, {address.city} leaves your address book. Orders sent there keep it.{address.isDefault ? ' Your newest other address becomes the default.' : ''}</>}
    />
  );
}

import { addressText, type SavedAddress } from '../../shared/schemas/address-book';
import styles from './address-lines.module.css';

/** A saved address as the lines an envelope shows, then its phone. */
export function AddressLines({ address }: { address: SavedAddress }) {
  const text = addressText({ company: null, line2: null, postcode: null, ...address });
  return <span className={styles.lines}>{`${text}\nPhone ${address.phone}`}</span>;
}

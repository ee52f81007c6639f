import type { CartChangeKind } from '../../../shared/schemas/reorder';
import { setRefillNotice, useRefillNotice } from './refill-changes-store';
import styles from './cart.module.css';
import dialog from '../../components/dialog.module.css';

const KIND_HEADINGS: Record<CartChangeKind, string> = {
  discontinued: 'No longer sold (left out)',
  stock: 'Stock',
  quantity: 'Quantity',
  price: 'Price',
};

/** Left out first: what the customer must act on before what is only news. */
const SHOWN_IN_ORDER: CartChangeKind[] = ['discontinued', 'stock', 'quantity', 'price'];

/**
 * On the cart page after buy again or a list's "Add to cart": what went in differently from what
 * was asked, line by line and grouped by kind (left out first), until the customer dismisses it.
 */
export function RefillChanges() {
  const notice = useRefillNotice();
  if (!notice) return null;
  const kinds = SHOWN_IN_ORDER.filter((kind) => notice.changes.some((change) => change.kind === kind));
  return (
    <div className={styles.flagged} role="status" aria-labelledby="refill-title">
      <div>
        <p id="refill-title">
          <strong>{notice.changes.length === 0 ? `Everything from ${notice.source} went into your cart as it was.` : `${notice.source} is in your cart, at today's prices and rules. What changed:`}</strong>
        </p>
        {kinds.map((kind) => (
          <section key={kind} aria-label={KIND_HEADINGS[kind]}>
            <p>{KIND_HEADINGS[kind]}</p>
            <ul className={styles.changes}>
              {notice.changes
                .filter((change) => change.kind === kind)
                .map((change) => (
                  <li key={`${change.productId}-${kind}`}>{change.message}</li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <button type="button" className={dialog.secondary} onClick={() => setRefillNotice(null)}>
        Dismiss
      </button>
    </div>
  );
}

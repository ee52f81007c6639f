import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { formatDollars } from '../../../shared/money';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { FormAlert } from '../../components/form-alert';
import { PageHeading } from '../../components/page-heading';
import { Skeleton } from '../../components/skeleton';
import { errorWords } from '../../lib/server-errors';
import { CartLines } from './cart-lines';
import { LineFilter, LinePager, matchingLines, usePagedLines } from './line-pages';
import { RefillChanges } from './refill-changes';
import { useCart } from './use-cart';
import styles from './cart.module.css';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';

/** A cart longer than this gets a box to find a line by SKU or name. */
const FILTER_FROM = 10;

/**
 * /cart: the lines with their steppers, prices and changes, a page of CART_PAGE_SIZE at a time
 * with a filter by SKU or name for a long cart (up to 1,000 lines), the total, and the way to
 * checkout (through sign-in for a visitor), kept in sight at the bottom of the screen. `notice` is
 * why the customer was sent back here (a checkout refused because the cart changed); `saveAsList`
 * is requisition lists' "Save cart as list", handed in by the route (shown to a signed-in customer with lines).
 */
export function CartPage({ notice, saveAsList }: { notice?: string; saveAsList?: ReactNode }) {
  const cart = useCart();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // One change at a time: `key` is the line being saved (its controls wait), `what` names it in a failure.
  async function save(key: string, what: string, action: () => Promise<void>) {
    setBusy(key);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(`${what}: ${errorWords(error)}`);
    } finally {
      setBusy(null);
    }
  }

  const lines = cart.cart?.lines ?? [];
  const changed = lines.filter((line) => line.changes.length > 0);
  const [filter, setFilter] = useState('');
  const matching = matchingLines(lines, filter);
  const paged = usePagedLines(matching);
  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <PageHeading id="cart-title" title="Your cart">
        {/* Always here, whatever the cart holds: ordering by SKU adds to a full cart too. */}
        <Link to="/quick-order" className={dialog.secondary}>
          Quick order by SKU
        </Link>
      </PageHeading>
      {notice && <FormAlert message={notice} />}
      <RefillChanges />
      {cart.isPending ? (
        <Skeleton label="Loading your cart" count={3} itemClassName={styles.skeleton} />
      ) : cart.error || !cart.cart ? (
        <ErrorNotice title="We couldn't load your cart." error={cart.error ?? undefined} onRetry={cart.retry} retrying={cart.retrying} />
      ) : lines.length === 0 ? (
        <EmptyState>
          Your cart is empty. <Link to="/products">Browse the products</Link> or <Link to="/quick-order">order by SKU</Link>.
        </EmptyState>
      ) : (
        <>
          {changed.length > 0 && cart.signedIn && (
            <div className={styles.flagged} role="status">
              <p>
                {changed.length === 1 ? 'One line has changed' : `${changed.length} lines have changed`} since you last saw your cart. Nothing is ordered until you have reviewed them.
              </p>
              <button type="button" className={dialog.secondary} disabled={busy !== null} onClick={() => void save('review', 'Reviewing the changes', cart.review)}>
                Review changes
              </button>
            </div>
          )}
          {lines.length > FILTER_FROM && (
            <LineFilter
              value={filter}
              matching={matching.length}
              total={lines.length}
              onChange={(value) => {
                setFilter(value);
                paged.setPage(0);
              }}
            />
          )}
          <CartLines
            lines={paged.shown}
            busy={busy}
            onQuantity={(line, quantity) => void save(line.productId, line.name, () => cart.setQuantity(line.productId, quantity))}
            onRemove={(line) => void save(line.productId, line.name, () => cart.remove(line.productId))}
          />
          <LinePager paged={paged} label="Cart lines" />
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
          {/* Sticky: however long the cart, the total and Checkout stay in sight. */}
          <div className={`${styles.summary} ${styles.stickySummary}`}>
            <p className={styles.total}>
              Total: <output aria-live="polite">{formatDollars(cart.cart.total)}</output>
            </p>
            <CheckoutLink signedIn={cart.signedIn} blocked={changed.length > 0 && cart.signedIn} />
          </div>
          {cart.signedIn && saveAsList}
        </>
      )}
    </section>
  );
}

/** Checkout, through sign-in for a visitor (their lines join the account's cart on the way). */
function CheckoutLink({ signedIn, blocked }: { signedIn: boolean; blocked: boolean }) {
  if (blocked) return <p className={styles.muted}>Review the changes to check out.</p>;
  return signedIn ? (
    <Link to="/checkout" className={`${button.primary} ${button.large}`}>
      Checkout
    </Link>
  ) : (
    <Link to="/signin" search={{ redirect: '/checkout' }} className={`${button.primary} ${button.large}`}>
      Sign in to check out
    </Link>
  );
}

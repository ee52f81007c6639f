import { Link } from '@tanstack/react-router';
import { useHydrated } from '../../lib/hydration-safe';
import { useCart } from './use-cart';
import styles from './cart.module.css';

/** "Cart, 1 line" / "Cart, 3 lines": what the badge says, as a screen reader hears it. */
export function cartLinkName(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'line' : 'lines'}`;
}

/**
 * The header's Cart link, its badge counting the cart's lines (whoever keeps the cart). Its name
 * comes from its text (the badge's words hidden from sight), not an aria-label, so the visible
 * "Cart" starts what a screen reader says: "Cart, 3 lines".
 */
export function CartLink() {
  const cart = useCart({ withLines: false });
  // Its code arrives after the first paint, and the cart's query may have answered by then: the
  // server's markup (no count) is what it hydrates as, or React throws the page's markup away.
  const hydrated = useHydrated();
  const known = hydrated && !cart.isPending && !cart.error;
  return (
    <Link to="/cart" activeProps={{ 'aria-current': 'page' }}>
      Cart
      {known && (
        <>
          <span className={styles.badge} aria-hidden="true">
            {cart.lineCount}
          </span>
          <span className="visually-hidden">{cartLinkName(cart.lineCount).slice('Cart'.length)}</span>
        </>
      )}
    </Link>
  );
}

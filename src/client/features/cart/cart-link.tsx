import { Link } from '@tanstack/react-router';
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
  const known = !cart.isPending && !cart.error;
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

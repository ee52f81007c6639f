import { Link } from '@tanstack/react-router';
import { useCart } from './use-cart';
import styles from './cart.module.css';

/** "Cart, 1 line" / "Cart, 3 lines": what the badge says, as a screen reader hears it. */
export function cartLinkName(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'line' : 'lines'}`;
}

/** The header's Cart link, its badge counting the cart's lines (whoever keeps the cart). */
export function CartLink() {
  const cart = useCart({ withLines: false });
  const known = !cart.isPending && !cart.error;
  return (
    <Link to="/cart" activeProps={{ 'aria-current': 'page' }} aria-label={known ? cartLinkName(cart.lineCount) : 'Cart'}>
      Cart
      {known && (
        <span className={styles.badge} aria-hidden="true">
          {cart.lineCount}
        </span>
      )}
    </Link>
  );
}

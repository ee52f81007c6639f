import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentProps } from 'react';
import dialog from '../../components/dialog.module.css';
import styles from './cart.module.css';

// The cart's code (its hooks, the merge, the server's mutations) is not in the first download
// (docs/decisions/102). A hydrating page keeps the server's markup of each until it arrives,
// requested as hydration reaches it; a page rendered in the browser shows the fallbacks, which
// look as the cart does while it loads.

/** The Cart link as it reads before the cart is known: no count. */
function CartLinkWithoutCount() {
  return (
    <Link to="/cart" activeProps={{ 'aria-current': 'page' }}>
      Cart
    </Link>
  );
}

// The layout's error page draws the header again: a cart whose code failed to download must not fail it too.
const CartLink = lazy(() =>
  import('./cart-link').then(
    (module) => ({ default: module.CartLink }),
    () => ({ default: CartLinkWithoutCount }),
  ),
);
const AddToCartButton = lazy(() => import('./add-to-cart-button').then((module) => ({ default: module.AddToCartButton })));

/** The header's Cart link (features/cart/cart-link.tsx), without its count until the cart's code is here. */
export function DeferredCartLink() {
  return (
    <Suspense fallback={<CartLinkWithoutCount />}>
      <CartLink />
    </Suspense>
  );
}

/** A product card's Add to cart (features/cart/add-to-cart-button.tsx), disabled until the cart's code is here. */
export function DeferredAddToCartButton(props: ComponentProps<typeof AddToCartButton>) {
  return (
    <Suspense
      fallback={
        <button type="button" className={`${props.className ?? dialog.secondary} ${styles.addToCart}`} disabled>
          Add to cart<span className="visually-hidden">: {props.product.name}</span>
        </button>
      }
    >
      <AddToCartButton {...props} />
    </Suspense>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { quantityRefusal } from '../../../shared/rules/quantity-refusal';
import { isOutOfStock, smallestOrder } from '../../../shared/rules/quantity-rules';
import type { Product } from '../../../shared/schemas/product';
import { HydratedButton } from '../../components/hydrated-button';
import { lazyToast } from '../../lib/lazy-toast';
import { errorWords } from '../../lib/server-errors';
import { useCardsCart } from './cards-cart';
import { useCart, type CartView } from './use-cart';
import dialog from '../../components/dialog.module.css';
import styles from './cart.module.css';

interface AddToCartButtonProps {
  product: Product;
  /**
   * How many units, as the buyer typed them (the purchase page's field): a quantity the rules
   * refuse is refused with their words, never swapped for another. Without one (a product card,
   * which has no field) the smallest order, named in the message that says it was added.
   */
  quantity?: number;
  /** The catalogue's cards stand out less than the purchase page's button. */
  className?: string;
}

/**
 * Adds the product to the cart and says so in a toast with the way to the cart. Hidden when out
 * of stock. A card in a list takes the list's cart (cards-cart.tsx); elsewhere it asks for its own.
 */
export function AddToCartButton(props: AddToCartButtonProps) {
  const listed = useCardsCart();
  return listed ? <AddToCart {...props} cart={listed} /> : <AddToCartWithItsCart {...props} />;
}

function AddToCartWithItsCart(props: AddToCartButtonProps) {
  const cart = useCart({ withLines: false });
  return <AddToCart {...props} cart={cart} />;
}

function AddToCart({ product, quantity, className = dialog.secondary, cart }: AddToCartButtonProps & { cart: CartView }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  if (isOutOfStock(product)) return null;
  const units = quantity ?? smallestOrder(product);

  async function add() {
    const refused = quantityRefusal(product, units);
    if (refused) {
      lazyToast((toast) => toast.error(`${product.name} was not added to your cart: ${refused.message}`));
      return;
    }
    setPending(true);
    try {
      await cart.add(product._id, units);
      lazyToast((toast) => toast.success(`Added ${units} x ${product.name} to your cart`, { action: { label: 'View cart', onClick: () => void navigate({ to: '/cart' }) } }));
    } catch (error) {
      const words = errorWords(error);
      lazyToast((toast) => toast.error(`${product.name} was not added to your cart: ${words}`));
    } finally {
      setPending(false);
    }
  }

  return (
    // Disabled until hydrated, as the header's menu button is: a click before would be lost without
    // a word (the cart-sign-up journey clicked one on a busy machine).
    <HydratedButton className={`${className} ${styles.addToCart}`} disabled={pending || cart.isPending} onClick={() => void add()}>
      Add to cart<span className="visually-hidden">: {product.name}</span>
    </HydratedButton>
  );
}

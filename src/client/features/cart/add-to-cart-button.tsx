import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isOutOfStock, smallestOrder } from '../../../shared/rules/quantity-rules';
import type { Product } from '../../../shared/schemas/product';
import { lazyToast } from '../../lib/lazy-toast';
import { errorWords } from '../../lib/server-errors';
import { useCart } from './use-cart';
import dialog from '../../components/dialog.module.css';
import styles from './cart.module.css';

interface AddToCartButtonProps {
  product: Product;
  /** How many units; the smallest order the rules allow when not given (or not a number yet). */
  quantity?: number;
  /** The catalogue's cards stand out less than the purchase page's button. */
  className?: string;
}

/** Adds the product to the cart and says so in a toast with the way to the cart. Hidden when out of stock. */
export function AddToCartButton({ product, quantity, className = dialog.secondary }: AddToCartButtonProps) {
  const cart = useCart({ withLines: false });
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  if (isOutOfStock(product)) return null;
  const units = quantity !== undefined && Number.isInteger(quantity) && quantity > 0 ? quantity : smallestOrder(product);

  async function add() {
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
    <button type="button" className={`${className} ${styles.addToCart}`} disabled={pending || cart.isPending} onClick={() => void add()}>
      Add to cart<span className="visually-hidden">: {product.name}</span>
    </button>
  );
}

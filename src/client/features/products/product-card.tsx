import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDollars } from '../../../shared/money';
import type { Product } from '../../../shared/schemas/product';
import { ProductImage } from '../../components/product-image';
import styles from './product-card.module.css';
import button from '../../components/button.module.css';

interface ProductCardProps {
  product: Product;
  /** Adds Place Order (the catalogue, not the purchase page itself). */
  withOrderLink?: boolean;
  /** Keeps the outline in order: h3 under the catalogue's h2, h2 right under a page's h1. */
  heading?: 'h2' | 'h3';
  /** What shows above the facts instead of the cover image (the purchase page's gallery). */
  media?: ReactNode;
  /** Another action under Place Order (Add to cart, which the route brings from the cart feature). */
  action?: ReactNode;
  /** The cover is in view as the page paints (ProductImage's `priority`). */
  imagePriority?: boolean;
}

/** A product's facts: its cover (or `media`), name, SKU, description, price and quantities. */
export function ProductCard({ product, withOrderLink = false, heading: Heading = 'h3', media, action, imagePriority = false }: ProductCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`product-${product._id}`}>
      {/* Two cards a row from 721px (components/card-grid.module.css), one below. */}
      {media ?? <ProductImage src={product.image} sizes="(min-width: 721px) 50vw, 100vw" width={480} height={320} className={styles.image} priority={imagePriority} />}
      <div className={styles.body}>
        <Heading id={`product-${product._id}`} className={styles.name}>
          {product.name}
        </Heading>
        <p className={styles.sku}>SKU {product.sku}</p>
        <p className={styles.description}>{product.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Price</dt>
            <dd className={styles.price}>{formatDollars(product.price)}</dd>
          </div>
          <div>
            <dt>Quantity</dt>
            <dd>{product.quantity} units</dd>
          </div>
          <div>
            <dt>Minimum order</dt>
            <dd>{product.minimumOrder} units</dd>
          </div>
        </dl>
        {withOrderLink && (
          <Link to="/purchase/$id" params={{ id: product._id }} className={`${button.primary} ${styles.order}`}>
            Place Order<span className="visually-hidden">: {product.name}</span>
          </Link>
        )}
        {action}
      </div>
    </article>
  );
}

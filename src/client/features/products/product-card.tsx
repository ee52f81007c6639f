import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDollars } from '../../../shared/money';
import { isOutOfStock } from '../../../shared/rules/quantity-rules';
import type { Product } from '../../../shared/schemas/product';
import { ContractLabel, StruckListPrice } from '../../components/contract-price';
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

/** The lowest unit price a product's volume prices reach, or null without them. */
function lowestTierPrice(product: Product): number | null {
  return product.priceTiers.length === 0 ? null : Math.min(...product.priceTiers.map((tier) => tier.price));
}

/**
 * How wide a listed card's cover shows, for the browser to pick its width from `srcset`: half the
 * screen in two columns from 721px, and the 6rem column of a phone's compact card below
 * (product-card.module.css). Said as the whole screen, a phone fetched the 1280 px width (about
 * 150 KB) of a cover it shows 96 px wide.
 */
const COVER_SIZES = '(min-width: 721px) 50vw, 6rem';

/**
 * A product's facts: its cover (or `media`), name (the cover and the name link to the product's
 * page, /products/{slug}, on a listed card), SKU, description, pack size, price (and "from"
 * the lowest volume price) and quantities. A price a list gives the buyer (issue 39) says "Your
 * contract price" and the list's name, the list price struck beside it when higher. A product nobody can order now says "Out of stock"
 * where Place Order would be.
 */
export function ProductCard({ product, withOrderLink = false, heading: Heading = 'h3', media, action, imagePriority = false }: ProductCardProps) {
  const fromPrice = lowestTierPrice(product);
  const soldOut = isOutOfStock(product);
  return (
    // `listed`: a card in a list (not the purchase page's), which a phone shows compact (product-card.module.css).
    <article className={`${styles.card} ${media ? '' : styles.listed}`} aria-labelledby={`product-${product._id}`}>
      {/* Two cards a row from 721px (components/card-grid.module.css), one below. */}
      {media ?? (
        // The cover opens the product's page too; one link in the tab order and for screen readers, the title's.
        <Link to="/products/$slug" params={{ slug: product.slug }} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <ProductImage src={product.image} sizes={COVER_SIZES} width={480} height={320} className={styles.image} priority={imagePriority} />
        </Link>
      )}
      <div className={styles.body}>
        <Heading id={`product-${product._id}`} className={styles.name}>
          {media ? (
            product.name
          ) : (
            <Link to="/products/$slug" params={{ slug: product.slug }} className={styles.nameLink}>
              {product.name}
            </Link>
          )}
        </Heading>
        <p className={styles.sku}>SKU {product.sku}</p>
        {product.packSize > 1 && <p className={styles.pack}>Packs of {product.packSize}</p>}
        <p className={styles.description}>{product.description}</p>
        <dl className={styles.facts}>
          {/* A contract price takes the row: its words, the list's name and the struck list price need the width. */}
          <div className={product.priceList ? styles.contract : undefined}>
            <dt>{product.priceList ? <ContractLabel priceList={product.priceList} /> : 'Price'}</dt>
            <dd className={styles.price}>
              {formatDollars(product.price)}
              <StruckListPrice listPrice={product.listPrice} price={product.price} />
              {fromPrice !== null && <span className={styles.from}> from {formatDollars(fromPrice)}</span>}
            </dd>
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
        {(withOrderLink || action) && (
          <div className={styles.actions}>
            {withOrderLink && soldOut && <p className={styles.soldOut}>Out of stock</p>}
            {withOrderLink && !soldOut && (
              <Link to="/purchase/$id" params={{ id: product._id }} className={`${button.primary} ${styles.order}`}>
                Place Order<span className="visually-hidden">: {product.name}</span>
              </Link>
            )}
            {action}
          </div>
        )}
      </div>
    </article>
  );
}

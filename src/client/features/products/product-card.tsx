import { formatDollars } from '../../../shared/money';
import type { Product } from '../../../shared/schemas/product';
import styles from './product-card.module.css';

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className={styles.card} aria-labelledby={`product-${product._id}`}>
      <img src={product.image} alt="" className={styles.image} loading="lazy" width={480} height={320} />
      <div className={styles.body}>
        <h3 id={`product-${product._id}`} className={styles.name}>
          {product.name}
        </h3>
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
        {/* A plain link: the purchase route (signed-in only) lives in the ordering feature. */}
        <a href={`/purchase/${product._id}`} className={styles.order}>
          Place Order<span className="visually-hidden">: {product.name}</span>
        </a>
      </div>
    </article>
  );
}

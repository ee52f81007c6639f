import { formatDollars } from '../../../shared/money';
import type { Product } from '../../../shared/schemas/product';
import styles from './product-card.module.css';

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className={styles.card}>
      <img src={product.image} alt="" className={styles.image} loading="lazy" width={480} height={320} />
      <div className={styles.body}>
        <h3>{product.name}</h3>
        <p>{product.description}</p>
        <dl className={styles.facts}>
          <dt>Price</dt>
          <dd>{formatDollars(product.price)}</dd>
          <dt>Quantity</dt>
          <dd>{product.quantity} units</dd>
          <dt>Minimum order</dt>
          <dd>{product.minimumOrder} units</dd>
        </dl>
      </div>
    </article>
  );
}

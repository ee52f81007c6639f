import { Loader } from '../../components/loader';
import { trpc } from '../../lib/trpc';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** "Our Products": every live product in a two-column grid. */
export function ProductGrid() {
  const products = trpc.products.list.useQuery();
  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title">Our Products</h2>
      {products.isPending ? (
        <Loader label="Loading products" />
      ) : products.isError ? (
        <p role="alert" className={styles.error}>
          We couldn't load the products: {products.error.message}
        </p>
      ) : products.data.length === 0 ? (
        <p>No products yet.</p>
      ) : (
        <ul className={styles.grid}>
          {products.data.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

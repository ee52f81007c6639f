import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../shared/money';
import type { Product } from '../../../shared/schemas/product';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { ProductImage } from '../../components/product-image';
import { trpc } from '../../lib/trpc';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductCsvToolbar } from './product-csv-toolbar';
import { shortProductName } from './product-name';
import { UpdateProductDialog } from './update-product-dialog';
import styles from './admin-products.module.css';

/** dashboard/manage-products (admins): every live product with Update and Delete. */
export function ManageProductsPage() {
  const products = trpc.products.list.useQuery();

  return (
    <section aria-labelledby="manage-products-title" className={styles.page}>
      <h1 id="manage-products-title">Manage Products</h1>
      <ProductCsvToolbar />
      {products.isPending ? (
        <Loader label="Loading the products" />
      ) : products.isError ? (
        <ErrorNotice title="We couldn't load the products." message={products.error.message} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : products.data.length === 0 ? (
        <EmptyState>
          No products yet. <Link to="/dashboard/add-product">Add the first one</Link>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {products.data.map((product) => (
            <ProductRow key={product._id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProductRow({ product }: { product: Product }) {
  return (
    <li className={styles.row}>
      <ProductImage src={product.image} className={styles.thumbnail} sizes="96px" width={96} height={64} />
      <div className={styles.facts}>
        <p className={styles.name} title={product.name}>
          {shortProductName(product.name)}
        </p>
        <p className={styles.details}>
          {formatDollars(product.price)} · {product.quantity} units · minimum {product.minimumOrder}
        </p>
      </div>
      <div className={styles.actions}>
        <UpdateProductDialog product={product} />
        <DeleteProductDialog product={product} />
      </div>
    </li>
  );
}

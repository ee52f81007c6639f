import { Link, useParams } from '@tanstack/react-router';
import errorBox from '../../components/error-box.module.css';
import { Loader } from '../../components/loader';
import { OrderForm } from '../../features/orders/order-form';
import { ProductCard } from '../../features/products/product-card';
import { trpc } from '../../lib/trpc';
import styles from './purchase.module.css';

/** purchase/{id}: the product card beside the order form (signed-in only, see the router). */
export function PurchaseRoute() {
  const { id } = useParams({ from: '/purchase/$id' });
  const product = trpc.products.byId.useQuery({ id }, { retry: false });

  if (product.isPending) return <Loader label="Loading the product" />;
  if (product.isError) {
    const missing = product.error.data?.httpStatus === 404 || product.error.data?.httpStatus === 400;
    return (
      <div role="alert" className={errorBox.errorBox}>
        <p>{missing ? "We couldn't find this product. It may have been removed." : `We couldn't load the product: ${product.error.message}`}</p>
        <Link to="/" hash="products">
          See all products
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <h1 className={styles.title}>Order {product.data.name}</h1>
      <ProductCard product={product.data} />
      <OrderForm key={product.data._id} product={product.data} />
    </div>
  );
}

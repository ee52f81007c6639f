import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { ErrorNotice } from '../../components/error-notice';
import { HydrateSeparately } from '../../components/hydrate-separately';
import { Skeleton } from '../../components/skeleton';
import { ProductCard } from '../../features/products/product-card';
import { ProductGallery } from '../../features/products/product-gallery';
import { useTRPC } from '../../lib/trpc';
import { DeferredOrderForm } from '../deferred-order-form';
import styles from './purchase.module.css';

/** purchase/{id}: the product card, with every image in a gallery, beside the order form (signed-in only, see the router). */
export function PurchaseRoute() {
  const trpc = useTRPC();
  const { id } = useParams({ from: '/purchase/$id' });
  const product = useQuery(trpc.products.byId.queryOptions({ id }, { retry: false }));

  if (product.isPending) return <Skeleton label="Loading the product" count={2} className={styles.layout} itemClassName={styles.skeleton} />;
  if (product.isError) {
    const missing = product.error.data?.httpStatus === 404 || product.error.data?.httpStatus === 400;
    return (
      <div className={styles.missing}>
        {missing ? (
          <ErrorNotice title="We couldn't find this product. It may have been removed." />
        ) : (
          <ErrorNotice title="We couldn't load the product." error={product.error} onRetry={() => void product.refetch()} retrying={product.isFetching} />
        )}
        <Link to="/products">
          See all products
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <h1 className={styles.title}>Order {product.data.name}</h1>
      <HydrateSeparately>
        <ProductCard product={product.data} heading="h2" media={<ProductGallery images={product.data.images} name={product.data.name} />} />
      </HydrateSeparately>
      <DeferredOrderForm product={product.data} />
    </div>
  );
}

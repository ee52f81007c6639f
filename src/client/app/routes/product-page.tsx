import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorNotice } from '../../components/error-notice';
import { HydrateSeparately } from '../../components/hydrate-separately';
import { NotFoundPage } from '../../components/not-found-page';
import { Skeleton } from '../../components/skeleton';
import { ProductBreadcrumbs } from '../../features/products/product-breadcrumbs';
import { ProductDetails } from '../../features/products/product-details';
import { useTRPC } from '../../lib/trpc';
import { DeferredOrderForm } from '../deferred-order-form';
import { useSession } from '../../lib/use-session';
import button from '../../components/button.module.css';
import styles from './purchase.module.css';

/**
 * products/{slug}: a product's public page (issue 36), rendered on the server with its data for
 * anyone. Its facts, and beside them the order form for a signed-in buyer or "Sign in to order"
 * (back to this page after signing in) for a visitor. A slug the product had before a rename
 * moves on to its current one (the server answers those 301 before this renders).
 */
export function ProductPageRoute() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { slug } = useParams({ from: '/products/$slug' });
  const { user } = useSession();
  const product = useQuery(trpc.products.bySlug.queryOptions({ slug }, { retry: false }));
  const moved = product.data && product.data.slug !== slug ? product.data.slug : null;
  useEffect(() => {
    if (moved) void navigate({ to: '/products/$slug', params: { slug: moved }, replace: true });
  }, [moved, navigate]);

  if (product.isPending) return <Skeleton label="Loading the product" count={2} className={styles.layout} itemClassName={styles.skeleton} />;
  if (product.isError) {
    const status = product.error.data?.httpStatus;
    if (status === 404 || status === 400) return <NotFoundPage />;
    return (
      <div className={styles.missing}>
        <ErrorNotice title="We couldn't load the product." error={product.error} onRetry={() => void product.refetch()} retrying={product.isFetching} />
        <Link to="/products">See all products</Link>
      </div>
    );
  }
  const data = product.data;
  const here = `/products/${data.slug}`;
  return (
    <div className={styles.layout}>
      <div className={styles.title}>
        <ProductBreadcrumbs categoryId={data.categoryId} name={data.name} />
        <h1>{data.name}</h1>
      </div>
      <HydrateSeparately>
        <ProductDetails product={data} withPriceTable={!user || data.stockState === 'out'} />
      </HydrateSeparately>
      <section aria-label="Order">
        {user ? (
          <DeferredOrderForm product={data} withAddToList />
        ) : (
          <div className={styles.signIn}>
            <p>Sign in to order in quantity at these prices.</p>
            <Link to="/signin" search={{ redirect: here }} className={`${button.primary} ${button.large}`}>
              Sign in to order
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}

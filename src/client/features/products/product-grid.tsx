import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { PageSection } from '../../components/page-section';
import { Skeleton } from '../../components/skeleton';
import type { Product } from '../../../shared/schemas/product';
import { useTRPC } from '../../lib/trpc';
import { ProductCard } from './product-card';
import cards from '../../components/card-grid.module.css';
import styles from './product-card.module.css';
import button from '../../components/button.module.css';

/** How many products the home page shows: the newest, never the whole catalogue. */
export const HOME_PRODUCTS = 12;

/** "Our Products": the newest HOME_PRODUCTS in a two-column grid (one on small screens), and the way to the rest. */
export function ProductGrid({ cardAction }: { cardAction?: (product: Product) => ReactNode }) {
  const trpc = useTRPC();
  const products = useQuery(trpc.catalogue.search.queryOptions({ limit: HOME_PRODUCTS, sort: 'newest' }));
  return (
    <PageSection id="products" eyebrow="Ordered by the crate" title="Our Products" lead="Hard-wearing tools for growers, landscapers and garden shops, with a minimum order on each.">
      {products.isPending ? (
        <Skeleton label="Loading products" count={HOME_PRODUCTS} className={cards.grid} itemClassName={styles.skeleton} />
      ) : products.isError ? (
        <ErrorNotice title="We couldn't load the products." error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : products.data.items.length === 0 ? (
        <EmptyState>No products yet. Please check back soon.</EmptyState>
      ) : (
        <>
          <ul className={cards.grid}>
            {products.data.items.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} withOrderLink action={cardAction?.(product)} />
              </li>
            ))}
          </ul>
          <p className={styles.seeAll}>
            <Link to="/products" className={button.primary}>
              See all products
            </Link>
          </p>
        </>
      )}
    </PageSection>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { PageSection } from '../../components/page-section';
import { Skeleton } from '../../components/skeleton';
import type { Product } from '../../../shared/schemas/product';
import { useTRPC } from '../../lib/trpc';
import cards from '../../components/card-grid.module.css';
import styles from './product-card.module.css';
import button from '../../components/button.module.css';

// The cards (their rules: packs, "from $x", stock) are not in the home page's first download: the
// prerendered page shows the skeleton until the products arrive, and the cards' code is fetched
// beside them, from the first render on.
const loadProductCards = () => import('./product-cards');
const ProductCards = lazy(() => loadProductCards().then((module) => ({ default: module.ProductCards })));

/** How many products the home page shows: the newest, never the whole catalogue. */
export const HOME_PRODUCTS = 12;

/** "Our Products": the newest HOME_PRODUCTS in a two-column grid (one on small screens), and the way to the rest. */
export function ProductGrid({ cardAction }: { cardAction?: (product: Product) => ReactNode }) {
  const trpc = useTRPC();
  const products = useQuery(trpc.catalogue.search.queryOptions({ limit: HOME_PRODUCTS, sort: 'newest' }));
  // The cards render as a transition, in slices that leave the main thread to the visitor: an
  // answering query re-renders its readers in one blocking task, which for twelve cards was the
  // home page's longest (docs/decisions/159). The skeleton stays until they are ready.
  const items = useDeferredValue(products.data?.items);
  useEffect(() => void loadProductCards(), []);
  const skeleton = <Skeleton label="Loading products" count={HOME_PRODUCTS} className={cards.grid} itemClassName={styles.skeleton} />;
  return (
    <PageSection id="products" eyebrow="Ordered by the crate" title="Our Products" lead="Hard-wearing tools for growers, landscapers and garden shops, with a minimum order on each.">
      {products.isError ? (
        <ErrorNotice title="We couldn't load the products." error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : !items ? (
        skeleton
      ) : items.length === 0 ? (
        <EmptyState>No products yet. Please check back soon.</EmptyState>
      ) : (
        <>
          <Suspense fallback={skeleton}>
            <ProductCards products={items} cardAction={cardAction} />
          </Suspense>
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

import { lazy, Suspense } from 'react';
import { Loader } from '../../components/loader';
import { DeferredAddToCartButton } from '../../features/cart/deferred-cart';
import { Hero } from '../../features/home/hero';
import { ProductGrid } from '../../features/products/product-grid';

// Not in the first download: on the prerendered page (hydrated) the sections' markup stays on
// screen until this chunk arrives, requested as hydration reaches it; React then hydrates them.
const HomeBelowTheFold = lazy(() => import('../home-below-the-fold'));

/** The home page's sections, in the order of docs/product.md#home-page-sections (the footer comes from the layout). */
export function HomeRoute() {
  return (
    <>
      <Hero />
      <ProductGrid cardAction={(product) => <DeferredAddToCartButton product={product} />} />
      <Suspense fallback={<Loader label="Loading the rest of the page" />}>
        <HomeBelowTheFold />
      </Suspense>
    </>
  );
}

import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { PageSection } from '../../components/page-section';
import { trpc } from '../../lib/trpc';
import { ProductCard } from './product-card';
import cards from '../../components/card-grid.module.css';

/** "Our Products": every live product in a two-column grid (one column on small screens). */
export function ProductGrid() {
  const products = trpc.products.list.useQuery();
  return (
    <PageSection id="products" eyebrow="Ordered by the crate" title="Our Products" lead="Hard-wearing tools for growers, landscapers and garden shops, with a minimum order on each.">
      {products.isPending ? (
        <Loader label="Loading products" />
      ) : products.isError ? (
        <ErrorNotice
          title="We couldn't load the products."
          message={products.error.message}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : products.data.length === 0 ? (
        <EmptyState>No products yet. Please check back soon.</EmptyState>
      ) : (
        <ul className={cards.grid}>
          {products.data.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} withOrderLink />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

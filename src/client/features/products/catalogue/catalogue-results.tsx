import type { ReactNode } from 'react';
import { CATALOGUE_PAGE_SIZE } from '../../../../shared/schemas/catalogue';
import type { Product } from '../../../../shared/schemas/product';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { ShowMore } from '../../../components/show-more';
import { Skeleton } from '../../../components/skeleton';
import { ProductCard } from '../product-card';
import { CATALOGUE_PAGE_DEPTH_MAX, choose, hasFilters, type CatalogueView } from './catalogue-view';
import { useCataloguePages } from './use-catalogue-pages';
import cards from '../../../components/card-grid.module.css';
import dialog from '../../../components/dialog.module.css';
import styles from './catalogue.module.css';
import card from '../product-card.module.css';

/** The cards in view as the catalogue paints: the first row of two from 721px (one card on a phone). */
const CARDS_IN_VIEW = 2;

/** Results "Load more" adds a page to: `page` in the URL grows, and the pages hook fetches it. */
export function CatalogueResults({
  view,
  onChange,
  cardAction,
}: {
  view: CatalogueView;
  onChange: (view: CatalogueView, options?: { replace?: boolean }) => void;
  cardAction?: (product: Product) => ReactNode;
}) {
  const { query, products, hasMore, isFillingPages, isUpdating } = useCataloguePages(view);
  const depth = view.page ?? 1;

  if (query.isPending) return <Skeleton label="Loading products" count={CATALOGUE_PAGE_SIZE} className={cards.grid} itemClassName={card.skeleton} />;
  if (query.isError && products.length === 0) {
    return <ErrorNotice title="We couldn't load the products." error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (products.length === 0) return <NoResults view={view} onChange={onChange} />;

  return (
    <>
      <p role="status" className={styles.summary}>
        {isUpdating ? 'Updating the results…' : `Showing ${products.length} ${products.length === 1 ? 'product' : 'products'}`}
      </p>
      <ul className={cards.grid} aria-busy={isUpdating || undefined} aria-label="Products">
        {products.map((product, index) => (
          <li key={product._id}>
            <ProductCard product={product} withOrderLink action={cardAction?.(product)} imagePriority={index < CARDS_IN_VIEW} />
          </li>
        ))}
      </ul>
      {query.isError ? (
        <ErrorNotice title="We couldn't load more products." error={query.error} onRetry={() => void query.fetchNextPage()} retrying={query.isFetching} />
      ) : depth >= CATALOGUE_PAGE_DEPTH_MAX && hasMore ? (
        <p className={styles.deepest}>These are the first {products.length} products. Search or choose a category to find others.</p>
      ) : (
        // Replace, not push: Back leaves the catalogue rather than taking pages away one by one.
        <ShowMore
          label="Load more"
          query={{ hasNextPage: hasMore, isFetchingNextPage: isFillingPages, fetchNextPage: () => onChange({ ...view, page: depth + 1 }, { replace: true }) }}
        />
      )}
    </>
  );
}

/** Nothing matches: say what was asked, and offer the way out (the filters first, then the words). */
function NoResults({ view, onChange }: { view: CatalogueView; onChange: (view: CatalogueView) => void }) {
  const filtered = hasFilters(view);
  if (!filtered && !view.q) return <EmptyState>No products yet. Please check back soon.</EmptyState>;
  return (
    <EmptyState>
      {view.q ? <>No products match “{view.q}”</> : 'No products match'}
      {filtered ? ' with these filters. ' : '. '}
      {filtered ? (
        <button type="button" className={dialog.secondary} onClick={() => onChange(choose(view, { category: undefined, minPrice: undefined, maxPrice: undefined, inStock: undefined }))}>
          Clear the filters
        </button>
      ) : (
        <button type="button" className={dialog.secondary} onClick={() => onChange(choose(view, { q: undefined }))}>
          Clear the search
        </button>
      )}
    </EmptyState>
  );
}

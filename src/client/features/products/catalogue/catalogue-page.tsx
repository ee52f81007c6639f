import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Product } from '../../../../shared/schemas/product';
import { HydrateSeparately } from '../../../components/hydrate-separately';
import { useTRPC } from '../../../lib/trpc';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueResults } from './catalogue-results';
import { categoryName } from './category-name';
import { CategoryTree } from './category-tree';
import { choose, type CatalogueView } from './catalogue-view';
import { FiltersSheet } from './filters-sheet';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import styles from './catalogue.module.css';

export interface CataloguePageProps {
  view: CatalogueView;
  /** A new view for the URL; `replace` while typing, so each pause is not a step of Back. */
  onViewChange: (view: CatalogueView, options?: { replace?: boolean }) => void;
  /** Another action on each product's card (Add to cart). */
  cardAction?: (product: Product) => ReactNode;
}

/**
 * `/products`: search, categories, price and stock filters, sorting, and the results a page of
 * 24 at a time. Everything shown follows `view` (the URL), so Back, Forward, a reload and a
 * shared link show the same products. On a phone (up to 720px) the sidebar and the sort give way
 * to the Filters button and its sheet, so the first screen holds the search and the first
 * products; CSS decides, so the server's markup is the browser's at any width.
 */
export function CataloguePage({ view, onViewChange, cardAction }: CataloguePageProps) {
  const trpc = useTRPC();
  const tree = useQuery(trpc.categories.tree.queryOptions());
  const category = categoryName(tree.data, view.category);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Products</h1>
        <SearchBox value={view.q ?? ''} onSearch={(q) => onViewChange(choose(view, { q: q || undefined }), { replace: true })} />
      </header>
      <div className={styles.layout}>
        <aside className={styles.side} aria-label="Browse and filter">
          <HydrateSeparately>
            <CategoryTree view={view} />
            <CatalogueFilters key={`${view.minPrice}-${view.maxPrice}`} view={view} onChange={onViewChange} />
          </HydrateSeparately>
        </aside>
        <section className={styles.results} aria-labelledby="results-title">
          <div className={styles.resultsHeader}>
            <h2 id="results-title">{category ?? (view.category ? 'Category' : 'All products')}</h2>
            <FiltersSheet view={view} onViewChange={onViewChange} />
            <SortSelect view={view} onChange={onViewChange} className={styles.sortWide} />
          </div>
          <HydrateSeparately>
            <CatalogueResults view={view} onChange={onViewChange} cardAction={cardAction} />
          </HydrateSeparately>
        </section>
      </div>
    </div>
  );
}

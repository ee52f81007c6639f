import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ErrorNotice } from '../../../components/error-notice';
import { Loader } from '../../../components/loader';
import { useTRPC } from '../../../lib/trpc';
import { choose, type CatalogueView } from './catalogue-view';
import styles from './catalogue.module.css';

/**
 * The categories as links, top level with their children, each with its number of products.
 * Each is a real link to `/products?category={slug}` (the sitemap's form, plus the shopper's
 * other choices), so it opens in a new tab, is reached with Tab and says which one is chosen.
 * `onChoose` hears a category chosen (the Filters sheet closes). The sidebar and the sheet may both
 * be on the page: each has its own heading id.
 */
export function CategoryTree({ view, onChoose }: { view: CatalogueView; onChoose?: () => void }) {
  const titleId = useId();
  const trpc = useTRPC();
  const tree = useQuery(trpc.categories.tree.queryOptions());
  return (
    <nav aria-labelledby={titleId} className={styles.categories}>
      <h2 id={titleId} className={styles.sideTitle}>
        Categories
      </h2>
      {tree.isPending ? (
        <Loader label="Loading the categories" />
      ) : tree.isError ? (
        <ErrorNotice title="We couldn't load the categories." error={tree.error} onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
      ) : (
        <ul className={styles.tree}>
          <li>
            <CategoryLink view={view} onChoose={onChoose} name="All products" />
          </li>
          {tree.data.map((top) => (
            <li key={top.id}>
              <CategoryLink view={view} onChoose={onChoose} name={top.name} slug={top.slug} count={top.productCount} />
              {top.children.length > 0 && (
                <ul>
                  {top.children.map((child) => (
                    <li key={child.id}>
                      <CategoryLink view={view} onChoose={onChoose} name={child.name} slug={child.slug} count={child.productCount} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function CategoryLink({ view, name, slug, count, onChoose }: { view: CatalogueView; name: string; slug?: string; count?: number; onChoose?: () => void }) {
  const chosen = view.category === slug;
  return (
    // The router would mark a link whose search is part of the URL's ("All products" inside any
    // category): only an exact match is its, and the chosen category is ours to mark at any depth.
    <Link
      to="/products"
      search={choose(view, { category: slug })}
      activeOptions={{ exact: true }}
      aria-current={chosen ? 'page' : undefined}
      onClick={onChoose}
      className={styles.category}
    >
      <span>{name}</span>
      {count !== undefined && (
        <span className={styles.count}>
          {count}
          <span className="visually-hidden"> products</span>
        </span>
      )}
    </Link>
  );
}

import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { CategoryTree } from '../../../shared/schemas/category';
import type { Product } from '../../../shared/schemas/product';
import type { RowSelectionState } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { ShowMore } from '../../components/show-more';
import dialog from '../../components/dialog.module.css';
import { trpc } from '../../lib/trpc';
import type { AdminProductFilters } from './admin-product-filters';
import { BulkActions } from './bulk-actions';
import { ProductCsvToolbar } from './product-csv-toolbar';
import { clean, ProductFilters } from './product-filters';
import { ProductsTable } from './products-table';
import styles from './manage-products-page.module.css';
import { PageHeading } from '../../components/page-heading';

/** A page of Manage Products: enough to act on, few enough to render at once. */
export const ADMIN_PRODUCTS_PAGE = 50;
const NO_PRODUCTS: Product[] = [];
const NO_CATEGORIES: CategoryTree = [];

interface ManageProductsPageProps {
  filters: AdminProductFilters;
  onFiltersChange: (filters: AdminProductFilters) => void;
}

/**
 * dashboard/manage-products (admins): every product, drafts and archived included, found by
 * search, status and category, sorted, a page at a time ("Load more"), with bulk actions on the
 * selected rows. The route keeps the choices in the URL.
 */
export function ManageProductsPage({ filters, onFiltersChange }: ManageProductsPageProps) {
  const categories = trpc.categories.tree.useQuery();
  const tree = categories.data ?? NO_CATEGORIES;

  return (
    <section aria-labelledby="manage-products-title" className={styles.page}>
      <PageHeading id="manage-products-title" title="Manage Products">
        <div className={styles.tools}>
          <ProductCsvToolbar />
          <Link to="/dashboard/add-product" className={dialog.secondary}>
            Add Product
          </Link>
        </div>
      </PageHeading>
      <ProductFilters filters={filters} categories={tree} onChange={onFiltersChange} />
      {/* A new search starts with nothing selected: the key drops the old selection with the old rows. */}
      <ProductList key={JSON.stringify(filters)} filters={filters} categories={tree} onFiltersChange={onFiltersChange} />
    </section>
  );
}

function ProductList({ filters, categories, onFiltersChange }: ManageProductsPageProps & { categories: CategoryTree }) {
  const products = trpc.adminProducts.list.useInfiniteQuery({ ...filters, limit: ADMIN_PRODUCTS_PAGE }, { getNextPageParam: (page) => page.nextCursor });
  const rows = useMemo(() => products.data?.pages.flatMap((page) => page.items) ?? NO_PRODUCTS, [products.data]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const ids = Object.keys(selection).filter((id) => selection[id]);
  const filtered = Object.keys(clean(filters)).some((key) => key !== 'sort');

  if (products.isPending) return <Loader label="Loading the products" />;
  if (products.isError && !products.data) {
    return <ErrorNotice title="We couldn't load the products." error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  }
  if (rows.length === 0) {
    return filtered ? (
      <EmptyState>
        No products match these filters.{' '}
        <button type="button" className={styles.linkButton} onClick={() => onFiltersChange({})}>
          Clear the filters
        </button>
      </EmptyState>
    ) : (
      <EmptyState>
        No products yet. <Link to="/dashboard/add-product">Add the first one</Link>
      </EmptyState>
    );
  }
  return (
    <>
      <BulkActions ids={ids} categories={categories} onDone={() => setSelection({})} />
      <ProductsTable
        products={rows}
        categories={categories}
        selection={selection}
        onSelectionChange={setSelection}
        sort={filters.sort}
        onSortChange={(sort) => onFiltersChange(clean({ ...filters, sort }))}
      />
      <ShowMore query={products} label="Load more" />
      {products.isFetchNextPageError ? <p role="alert">We couldn't load more products: {products.error?.message}</p> : null}
    </>
  );
}

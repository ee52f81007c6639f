import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CategoryTree } from '../../../shared/schemas/category';
import type { AdminProduct } from '../../../shared/schemas/product';
import type { RowSelectionState } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages, type PageSize } from '../../components/keyset-pager-state';
import dialog from '../../components/dialog.module.css';
import { useTRPC } from '../../lib/trpc';
import type { AdminProductFilters } from './admin-product-filters';
import { BulkActions } from './bulk-actions';
import { ProductCsvToolbar } from './product-csv-toolbar';
import { clean, ProductFilters } from './product-filters';
import { ProductsTable } from './products-table';
import styles from './manage-products-page.module.css';
import { PageHeading } from '../../components/page-heading';

/** A page of Manage Products unless the admin picks another size: enough to act on, few enough to render at once. */
const ADMIN_PRODUCTS_PAGE: PageSize = 50;
const NO_PRODUCTS: AdminProduct[] = [];
const NO_SELECTION: RowSelectionState = {};
const NO_CATEGORIES: CategoryTree = [];

interface ManageProductsPageProps {
  filters: AdminProductFilters;
  onFiltersChange: (filters: AdminProductFilters) => void;
}

/**
 * dashboard/manage-products (admins): every product, drafts and archived included, found by
 * search, status and category, sorted, a page at a time (Previous, Next, Rows per page), with bulk
 * actions on the selected rows. The route keeps the choices in the URL.
 */
export function ManageProductsPage({ filters, onFiltersChange }: ManageProductsPageProps) {
  const trpc = useTRPC();
  const categories = useQuery(trpc.categories.tree.queryOptions());
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
      {/* A new search starts at page 1 with nothing selected: the key drops the old selection with the old rows. */}
      <ProductList key={JSON.stringify(filters)} filters={filters} categories={tree} onFiltersChange={onFiltersChange} />
    </section>
  );
}

function ProductList({ filters, categories, onFiltersChange }: ManageProductsPageProps & { categories: CategoryTree }) {
  const trpc = useTRPC();
  const pages = useKeysetPages(JSON.stringify(filters), ADMIN_PRODUCTS_PAGE);
  const products = useQuery(trpc.adminProducts.list.queryOptions({ ...filters, cursor: pages.cursor, limit: pages.limit }, { placeholderData: keepPreviousData }));
  const rows = products.data?.items ?? NO_PRODUCTS;
  // A selection belongs to the page it was made on: another page or page size starts with none.
  const pageKey = `${pages.cursor ?? ''} ${pages.limit}`;
  const [selection, setSelection] = useState<{ pageKey: string; rows: RowSelectionState }>({ pageKey, rows: {} });
  const selected = selection.pageKey === pageKey ? selection.rows : NO_SELECTION;
  const ids = rows.filter((product) => selected[product._id]).map((product) => product._id);
  const filtered = Object.keys(clean(filters)).some((key) => key !== 'sort');

  if (products.isError && !products.data) {
    return <ErrorNotice title="We couldn't load the products." error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  }
  const empty = filtered ? (
    <>
      No products match these filters.{' '}
      <button type="button" className={styles.linkButton} onClick={() => onFiltersChange({})}>
        Clear the filters
      </button>
    </>
  ) : (
    <>
      No products yet. <Link to="/dashboard/add-product">Add the first one</Link>
    </>
  );
  return (
    <>
      <BulkActions ids={ids} categories={categories} onDone={() => setSelection({ pageKey, rows: {} })} />
      <ProductsTable
        products={rows}
        categories={categories}
        loading={products.isPending}
        empty={empty}
        selection={selected}
        onSelectionChange={(next) => setSelection({ pageKey, rows: next })}
        sort={filters.sort}
        onSortChange={(sort) => onFiltersChange(clean({ ...filters, sort }))}
      />
      {products.isError ? <p role="alert">We couldn't load this page of products: {products.error.message}</p> : null}
      <KeysetPager pages={pages} nextCursor={products.isPlaceholderData ? undefined : products.data?.nextCursor} label="Products" />
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { useTRPC } from '../../lib/trpc';
import { CategoryList } from './category-list';
import { NewCategoryForm } from './new-category-form';
import styles from './manage-categories-page.module.css';

/**
 * dashboard/manage-categories (admins): the category tree with each category's count of active
 * products; add a category (top level or under one), rename, reorder and delete one.
 */
export function ManageCategoriesPage() {
  const trpc = useTRPC();
  const tree = useQuery(trpc.categories.tree.queryOptions());

  return (
    <section aria-labelledby="manage-categories-title" className={styles.page}>
      <h1 id="manage-categories-title">Manage Categories</h1>
      <div className={styles.columns}>
        <div>
          {tree.isPending ? (
            <Loader label="Loading the categories" />
          ) : tree.isError ? (
            <ErrorNotice title="We couldn't load the categories." error={tree.error} onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
          ) : tree.data.length === 0 ? (
            <EmptyState>No categories yet. Add the first one with the form.</EmptyState>
          ) : (
            <CategoryList tree={tree.data} />
          )}
        </div>
        <NewCategoryForm tree={tree.data ?? []} />
      </div>
    </section>
  );
}

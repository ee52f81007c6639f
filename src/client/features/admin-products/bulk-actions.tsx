import { toast } from 'sonner';
import { PRODUCT_STATUSES } from '../../../shared/product-statuses';
import type { ProductStatus } from '../../../shared/schemas/product';
import type { CategoryTree } from '../../../shared/schemas/category';
import { CategoryOptions } from '../../components/category-options';
import { useBulkMove } from './api/bulk-move';
import { useBulkSetStatus } from './api/bulk-set-status';
import { BulkChoiceDialog } from './bulk-choice-dialog';
import styles from './manage-products-page.module.css';

const products = (count: number) => (count === 1 ? '1 product' : `${count} products`);
const NO_CATEGORY = '';

interface BulkActionsProps {
  /** The selected products' ids. */
  ids: string[];
  categories: CategoryTree;
  /** After an action: the selection is cleared and the list refetched. */
  onDone: () => void;
}

/** The selection's count and what can be done to it at once: set the status, move to a category. */
export function BulkActions({ ids, categories, onDone }: BulkActionsProps) {
  const none = ids.length === 0;
  const categoryName = (id: string) => categories.flatMap((parent) => [parent, ...parent.children]).find((category) => category.id === id)?.name;

  // A toast only when something changed: the selection may already have had that status.
  function finish(modifiedCount: number, message: string) {
    if (modifiedCount > 0) toast.success(message);
    onDone();
  }
  const setStatus = useBulkSetStatus({ onSuccess: ({ modifiedCount }, { status }) => finish(modifiedCount, `Set ${products(modifiedCount)} to ${status}`) });
  const move = useBulkMove({
    onSuccess: ({ modifiedCount }, { categoryId }) => finish(modifiedCount, `Moved ${products(modifiedCount)} to ${categoryId === null ? 'no category' : categoryName(categoryId)}`),
  });

  return (
    <div className={styles.bulk} role="group" aria-label="Selected products">
      <p aria-live="polite" className={styles.count}>
        {none ? 'None selected' : `${ids.length} selected`}
      </p>
      <BulkChoiceDialog
        trigger="Set status"
        title="Set the status"
        label="New status"
        initial="archived"
        disabled={none}
        options={PRODUCT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
        describe={(status) => `${products(ids.length)} become ${status}.`}
        onConfirm={async (status) => {
          await setStatus.mutateAsync({ ids, status: status as ProductStatus });
        }}
      />
      <BulkChoiceDialog
        trigger="Move to category"
        title="Move to a category"
        label="Category"
        initial={NO_CATEGORY}
        disabled={none}
        options={
          <>
            <option value={NO_CATEGORY}>No category</option>
            <CategoryOptions tree={categories} value="id" />
          </>
        }
        describe={(id) => `${products(ids.length)} move to ${id === NO_CATEGORY ? 'no category' : (categoryName(id) ?? 'this category')}.`}
        onConfirm={async (id) => {
          await move.mutateAsync({ ids, categoryId: id === NO_CATEGORY ? null : id });
        }}
      />
    </div>
  );
}

import { toast } from 'sonner';
import type { Category, CategoryTree } from '../../../shared/schemas/category';
import { useMoveCategory } from './api/move-category';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { RenameCategoryDialog } from './rename-category-dialog';
import row from '../../components/row-action.module.css';
import styles from './manage-categories-page.module.css';

const products = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/** The tree: each top-level category in order with its subcategories under it, each with its actions. */
export function CategoryList({ tree }: { tree: CategoryTree }) {
  return (
    <ol className={styles.tree} aria-label="Categories">
      {tree.map((parent, index) => (
        <li key={parent.id}>
          <CategoryRow category={parent} siblings={tree} index={index} />
          {parent.children.length > 0 ? (
            <ol className={styles.children} aria-label={`Subcategories of ${parent.name}`}>
              {parent.children.map((child, childIndex) => (
                <li key={child.id}>
                  <CategoryRow category={child} siblings={parent.children} index={childIndex} />
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** One category: its name and count, Move up/down among its siblings, Rename and Delete. */
function CategoryRow({ category, siblings, index }: { category: Category; siblings: readonly Category[]; index: number }) {
  const reorder = useMoveCategory({ siblings, index, onError: (error) => toast.error(`${category.name} could not be moved: ${error.message}`) });
  const moveTo = (to: number) => reorder.mutate(to);

  return (
    <div className={styles.row}>
      <p className={styles.name}>
        {category.name} <span className={styles.count}>{products(category.productCount)}</span>
      </p>
      <div className={styles.actions}>
        <button type="button" className={row.action} onClick={() => moveTo(index - 1)} disabled={index === 0 || reorder.isPending} aria-label={`Move ${category.name} up`}>
          ↑
        </button>
        <button
          type="button"
          className={row.action}
          onClick={() => moveTo(index + 1)}
          disabled={index === siblings.length - 1 || reorder.isPending}
          aria-label={`Move ${category.name} down`}
        >
          ↓
        </button>
        <RenameCategoryDialog category={category} />
        <DeleteCategoryDialog category={category} />
      </div>
    </div>
  );
}

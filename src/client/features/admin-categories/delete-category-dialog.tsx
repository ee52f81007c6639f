import { toast } from 'sonner';
import type { Category } from '../../../shared/schemas/category';
import { RowDeleteDialog } from '../../components/row-delete-dialog';
import { useDeleteCategory } from './api/delete-category';

/**
 * Delete, after a confirmation. The server refuses (409) while the category holds products or
 * subcategories and says how many: that message stays in the dialog.
 */
export function DeleteCategoryDialog({ category }: { category: Category }) {
  const remove = useDeleteCategory({ onSuccess: () => toast.success(`Deleted the category ${category.name}`) });
  return (
    <RowDeleteDialog
      remove={remove}
      onConfirm={() => remove.mutate({ id: category.id })}
      label={category.name}
      title="Delete this category?"
      description={<>{category.name} will be gone. Only an empty category can be deleted: move its products and subcategories first.</>}
    />
  );
}

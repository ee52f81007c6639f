import { useState } from 'react';
import { toast } from 'sonner';
import type { Category } from '../../../shared/schemas/category';
import { ConfirmDialog } from '../../components/confirm-dialog';
import row from '../../components/row-action.module.css';
import { useDeleteCategory } from './api/delete-category';

/**
 * Delete, after a confirmation. The server refuses (409) while the category holds products or
 * subcategories and says how many: that message stays in the dialog.
 */
export function DeleteCategoryDialog({ category }: { category: Category }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCategory({
    onSuccess: () => {
      toast.success(`Deleted the category ${category.name}`);
      setOpen(false);
    },
  });

  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={remove}
      onConfirm={() => remove.mutate({ id: category.id })}
      trigger={
        <button type="button" className={`${row.action} ${row.danger}`} aria-label={`Delete ${category.name}`}>
          Delete
        </button>
      }
      title="Delete this category?"
      description={<>{category.name} will be gone. Only an empty category can be deleted: move its products and subcategories first.</>}
      keepLabel="Keep it"
      confirmLabel="Yes, delete it"
      confirmingLabel="Deleting…"
    />
  );
}

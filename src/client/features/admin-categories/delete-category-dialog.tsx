import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Category } from '../../../shared/schemas/category';
import dialog from '../../components/dialog.module.css';
import { trpc } from '../../lib/trpc';
import styles from './manage-categories-page.module.css';

/**
 * Delete, after a confirmation. The server refuses (409) while the category holds products or
 * subcategories and says how many: that message stays in the dialog.
 */
export function DeleteCategoryDialog({ category }: { category: Category }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const remove = trpc.categories.remove.useMutation({
    onSuccess: async () => {
      toast.success(`Deleted the category ${category.name}`);
      setOpen(false);
      await utils.categories.invalidate();
    },
  });

  function openChange(next: boolean) {
    if (remove.isPending) return;
    if (next) remove.reset();
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={`${styles.action} ${styles.danger}`} aria-label={`Delete ${category.name}`}>
          Delete
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={dialog.title}>Delete this category?</Dialog.Title>
          <Dialog.Description>{category.name} will be gone. Only an empty category can be deleted: move its products and subcategories first.</Dialog.Description>
          {remove.isError ? (
            <p role="alert" className={dialog.error}>
              {remove.error.message}
            </p>
          ) : null}
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <button type="button" className={dialog.secondary} disabled={remove.isPending}>
                Keep it
              </button>
            </Dialog.Close>
            <button type="button" className={dialog.danger} disabled={remove.isPending} onClick={() => remove.mutate({ id: category.id })}>
              {remove.isPending ? 'Deleting…' : 'Yes, delete it'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

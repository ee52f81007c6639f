import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Product } from '../../../shared/schemas/product';
import dialog from '../../components/dialog.module.css';
import { trpc } from '../../lib/trpc';
import styles from './admin-products.module.css';

/** Delete for one product, after a confirmation: it leaves the catalogue; its orders stay as they were. */
export function DeleteProductDialog({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const remove = trpc.products.remove.useMutation({
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) toast.success('Deleted the Product Successfully');
      setOpen(false);
      await utils.products.invalidate();
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
        <button type="button" className={`${styles.action} ${styles.danger}`} aria-label={`Delete ${product.name}`}>
          Delete
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={dialog.title}>Delete this product?</Dialog.Title>
          <Dialog.Description>
            {product.name} will leave the catalogue. Orders already placed for it keep their name and price.
          </Dialog.Description>
          {remove.isError ? (
            <p role="alert" className={styles.error}>
              {remove.error.message}
            </p>
          ) : null}
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <button type="button" className={dialog.secondary} disabled={remove.isPending}>
                Keep it
              </button>
            </Dialog.Close>
            <button type="button" className={`${styles.action} ${styles.danger}`} disabled={remove.isPending} onClick={() => remove.mutate({ id: product._id })}>
              {remove.isPending ? 'Deleting…' : 'Yes, delete it'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

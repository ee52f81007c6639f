import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminProduct } from '../../../shared/schemas/product';
import dialog from '../../components/dialog.module.css';
import { useFocusReturn } from '../../components/focus-return';
import { useUpdateProduct } from './api/update-product';
import { ProductForm, type ProductFormValues } from './product-form';
import { saveProductImages } from './save-product-images';
import row from '../../components/row-action.module.css';
import styles from './admin-products.module.css';

/**
 * Update for one product: the product form, bare (the dialog is its card), prefilled with its fields
 * and its current images shown as previews.
 */
export function UpdateProductDialog({ product }: { product: AdminProduct }) {
  const [open, setOpen] = useState(false);
  const { trigger: triggerRef, onCloseAutoFocus } = useFocusReturn();
  const update = useUpdateProduct({
    onSuccess: ({ matchedCount }) => {
      if (matchedCount > 0) toast.success('Updated the Product successfully');
      setOpen(false);
    },
  });

  async function save({ images: chosen, ...fields }: ProductFormValues) {
    const images = await saveProductImages(chosen);
    await update.mutateAsync({ id: product._id, productInformation: { ...fields, images } });
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild ref={triggerRef}>
        <button type="button" className={row.action} aria-label={`Update ${product.name}`}>
          Update
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${styles.wideDialog}`} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={dialog.title}>Update the product</Dialog.Title>
          <ProductForm product={product} title={product.name} submitLabel="Update" pendingLabel="Updating…" framed={false} onSave={save} />
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <button type="button" className={dialog.secondary}>
                Close
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

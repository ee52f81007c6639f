import { useState } from 'react';
import { toast } from 'sonner';
import type { Product } from '../../../shared/schemas/product';
import { ConfirmDialog } from '../../components/confirm-dialog';
import row from '../../components/row-action.module.css';
import { useDeleteProduct } from './api/delete-product';

/** Delete for one product, after a confirmation: it leaves the catalogue; its orders stay as they were. */
export function DeleteProductDialog({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteProduct({
    onSuccess: ({ deletedCount }) => {
      if (deletedCount > 0) toast.success('Deleted the Product Successfully');
      setOpen(false);
    },
  });

  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={remove}
      onConfirm={() => remove.mutate({ id: product._id })}
      trigger={
        <button type="button" className={`${row.action} ${row.danger}`} aria-label={`Delete ${product.name}`}>
          Delete
        </button>
      }
      title="Delete this product?"
      description={<>{product.name} will leave the catalogue. Orders already placed for it keep their name and price.</>}
      keepLabel="Keep it"
      confirmLabel="Yes, delete it"
      confirmingLabel="Deleting…"
    />
  );
}

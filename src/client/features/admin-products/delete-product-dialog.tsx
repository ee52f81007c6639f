import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Product } from '../../../shared/schemas/product';
import { ConfirmDialog } from '../../components/confirm-dialog';
import row from '../../components/row-action.module.css';
import { useTRPC } from '../../lib/trpc';
import { useRefreshProducts } from './use-refresh-products';

/** Delete for one product, after a confirmation: it leaves the catalogue; its orders stay as they were. */
export function DeleteProductDialog({ product }: { product: Product }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const refresh = useRefreshProducts();
  const remove = useMutation(trpc.products.remove.mutationOptions({
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0) toast.success('Deleted the Product Successfully');
      setOpen(false);
      await refresh();
    },
  }));

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

import { toast } from 'sonner';
import type { AdminProduct } from '../../../shared/schemas/product';
import { RowDeleteDialog } from '../../components/row-delete-dialog';
import { useDeleteProduct } from './api/delete-product';

/** Delete for one product, after a confirmation: it leaves the catalogue; its orders stay as they were. */
export function DeleteProductDialog({ product }: { product: Pick<AdminProduct, '_id' | 'name'> }) {
  const remove = useDeleteProduct({
    onSuccess: ({ deletedCount }) => {
      if (deletedCount > 0) toast.success('Deleted the Product Successfully');
    },
  });
  return (
    <RowDeleteDialog
      remove={remove}
      onConfirm={() => remove.mutate({ id: product._id })}
      label={product.name}
      title="Delete this product?"
      description={<>{product.name} will leave the catalogue. Orders already placed for it keep their name and price.</>}
    />
  );
}

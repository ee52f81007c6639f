import { toast } from 'sonner';
import type { PriceListDto } from '../../../shared/schemas/price-list';
import { RowDeleteDialog } from '../../components/row-delete-dialog';
import { useDeletePriceList } from './api/price-lists';

/** Delete a list with its entries and assignments, after a confirmation; orders keep what it priced. */
export function DeletePriceListDialog({ list, onDeleted }: { list: PriceListDto; onDeleted?: () => void }) {
  const remove = useDeletePriceList({
    onSuccess: () => {
      toast.success(`Deleted the price list ${list.name}`);
      onDeleted?.();
    },
  });
  const companies = list.companies.length;
  return (
    <RowDeleteDialog
      remove={remove}
      onConfirm={() => remove.mutate({ id: list.id })}
      label={`the price list ${list.name}`}
      title="Delete this price list?"
      description={
        <>
          {list.name} and its {list.entryCount} {list.entryCount === 1 ? 'entry' : 'entries'} will be gone
          {companies > 0 ? `; its ${companies} ${companies === 1 ? 'company pays' : 'companies pay'} other prices from then on` : ''}. Orders already placed keep what
          they were charged.
        </>
      }
    />
  );
}

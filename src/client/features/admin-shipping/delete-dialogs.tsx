import { toast } from 'sonner';
import type { ShippingZone } from '../../../shared/schemas/shipping';
import type { TaxRate } from '../../../shared/schemas/tax';
import { RowDeleteDialog } from '../../components/row-delete-dialog';
import { useDeleteTaxRate, useDeleteZone } from './api/shipping';
import { taxRateName } from './shipping-words';

/** Delete a zone and its methods, after a confirmation; orders placed keep what they were charged. */
export function DeleteZoneDialog({ zone }: { zone: ShippingZone }) {
  const remove = useDeleteZone({ onSuccess: () => toast.success(`Deleted the shipping zone ${zone.name}`) });
  return (
    <RowDeleteDialog
      remove={remove}
      onConfirm={() => remove.mutate({ id: zone.id })}
      label={zone.name}
      title="Delete this shipping zone?"
      description={<>{zone.name} and its delivery methods will be gone; checkout stops offering them. Orders already placed keep what they were charged.</>}
    />
  );
}

/** Delete a tax rate, after a confirmation: its place and class pay no tax from then on. */
export function DeleteTaxRateDialog({ rate }: { rate: TaxRate }) {
  const name = taxRateName(rate);
  const remove = useDeleteTaxRate({ onSuccess: () => toast.success(`Deleted the tax rate ${name}`) });
  return (
    <RowDeleteDialog
      remove={remove}
      onConfirm={() => remove.mutate({ id: rate.id })}
      label={`the tax rate ${name}`}
      title="Delete this tax rate?"
      description={<>{name} will be gone: orders shipping there in this class pay no tax from then on.</>}
    />
  );
}

import { useState } from 'react';
import { toast } from 'sonner';
import type { ShippingZone } from '../../../shared/schemas/shipping';
import type { TaxRate } from '../../../shared/schemas/tax';
import { ConfirmDialog } from '../../components/confirm-dialog';
import row from '../../components/row-action.module.css';
import { useDeleteTaxRate, useDeleteZone } from './api/shipping';
import { taxRateName } from './shipping-words';

/** Delete a zone and its methods, after a confirmation; orders placed keep what they were charged. */
export function DeleteZoneDialog({ zone }: { zone: ShippingZone }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteZone();
  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={remove}
      onConfirm={() =>
        remove.mutate(
          { id: zone.id },
          {
            onSuccess: () => {
              toast.success(`Deleted the shipping zone ${zone.name}`);
              setOpen(false);
            },
          },
        )
      }
      trigger={
        <button type="button" className={`${row.action} ${row.danger}`} aria-label={`Delete ${zone.name}`}>
          Delete
        </button>
      }
      title="Delete this shipping zone?"
      description={<>{zone.name} and its delivery methods will be gone; checkout stops offering them. Orders already placed keep what they were charged.</>}
      keepLabel="Keep it"
      confirmLabel="Yes, delete it"
      confirmingLabel="Deleting…"
    />
  );
}

/** Delete a tax rate, after a confirmation: its place and class pay no tax from then on. */
export function DeleteTaxRateDialog({ rate }: { rate: TaxRate }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTaxRate();
  const name = taxRateName(rate);
  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={remove}
      onConfirm={() =>
        remove.mutate(
          { id: rate.id },
          {
            onSuccess: () => {
              toast.success(`Deleted the tax rate ${name}`);
              setOpen(false);
            },
          },
        )
      }
      trigger={
        <button type="button" className={`${row.action} ${row.danger}`} aria-label={`Delete the tax rate ${name}`}>
          Delete
        </button>
      }
      title="Delete this tax rate?"
      description={<>{name} will be gone: orders shipping there in this class pay no tax from then on.</>}
      keepLabel="Keep it"
      confirmLabel="Yes, delete it"
      confirmingLabel="Deleting…"
    />
  );
}

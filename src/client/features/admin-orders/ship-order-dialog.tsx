import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import { shipOrderInputSchema, type AdminOrder } from '../../../shared/schemas/admin-orders';
import dialog from '../../components/dialog.module.css';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import button from '../../components/button.module.css';
import { trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';

const shipmentSchema = shipOrderInputSchema.omit({ orderId: true });

/** Whether Shipped applies: paid and not shipped yet (the server checks the same). */
export const canShip = (order: AdminOrder) => order.isPaid && order.status === 'processing';

/** Shipped: a dialog asking for the optional carrier and tracking number, then ships the order. */
export function ShipOrderDialog({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  // The accessible name starts with the visible text, so voice control finds the button by what it says.
  const shipped = order.status === 'shipped';
  const utils = trpc.useUtils();
  const form = useSchemaForm(shipmentSchema, { carrier: '', trackingNumber: '' });
  const ship = trpc.adminOrders.ship.useMutation({
    onSuccess: async ({ modifiedCount }) => {
      if (modifiedCount > 0) toast.success('Shipped the Order Successfully');
      setOpen(false);
      await utils.adminOrders.invalidate();
    },
  });

  function openChange(next: boolean) {
    if (form.formState.isSubmitting) return;
    if (next) form.reset();
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={button.primary} disabled={!canShip(order)} aria-label={`${shipped ? 'Shipped:' : 'Ship'} the ${order.productName} order of ${order.user}`}>
          {shipped ? 'Shipped' : 'Ship'}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={dialog.title}>Ship this order?</Dialog.Title>
          <Dialog.Description>
            {order.orderQuantity} units of {order.productName} to {order.user}. The customer gets an e-mail with what you enter here.
          </Dialog.Description>
          <form noValidate onSubmit={form.submit((shipment) => ship.mutateAsync({ orderId: order._id, ...shipment }))}>
            <InputField label="Carrier (optional)" autoComplete="off" {...form.field('carrier')} />
            <InputField label="Tracking number (optional)" autoComplete="off" {...form.field('trackingNumber')} />
            <FormAlert message={form.formError} />
            <div className={dialog.actions}>
              <Dialog.Close asChild>
                <button type="button" className={dialog.secondary} disabled={form.formState.isSubmitting}>
                  Not now
                </button>
              </Dialog.Close>
              <button type="submit" className={button.primary} disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Shipping…' : 'Mark as shipped'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

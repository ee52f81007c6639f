import { useState } from 'react';
import { toast } from 'sonner';
import { shipOrderInputSchema } from '../../../shared/schemas/admin-orders';
import type { Order } from '../../../shared/schemas/order';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import button from '../../components/button.module.css';
import { orderContents, orderName } from '../../lib/order-words';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useShipOrder } from './api/ship-order';

const shipmentSchema = shipOrderInputSchema.omit({ orderId: true });

/** Whether Shipped applies: paid and not shipped yet (the server checks the same). */
export const canShip = (order: Order) => (order.isPaid || order.paymentMethod === 'account') && order.status === 'processing';

/** Shipped: a dialog asking for the optional carrier and tracking number, then ships the order. */
export function ShipOrderDialog({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  // The accessible name starts with the visible text, so voice control finds the button by what it says.
  const shipped = order.status === 'shipped';
  const form = useSchemaForm(shipmentSchema, { carrier: '', trackingNumber: '' });
  const ship = useShipOrder({
    onSuccess: ({ modifiedCount }) => {
      if (modifiedCount > 0) toast.success('Shipped the Order Successfully');
      setOpen(false);
    },
  });

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit((shipment) => ship.mutateAsync({ orderId: order._id, ...shipment }))}
      trigger={
        <button type="button" className={button.primary} disabled={!canShip(order)} aria-label={`${shipped ? 'Shipped:' : 'Ship'} ${orderName(order)} of ${order.user}`}>
          {shipped ? 'Shipped' : 'Ship'}
        </button>
      }
      title="Ship this order?"
      description={<>{orderContents(order)} to {order.user}. The customer gets an e-mail with what you enter here.</>}
      keepLabel="Not now"
      submitLabel="Mark as shipped"
      submittingLabel="Shipping…"
    >
      <InputField label="Carrier (optional)" autoComplete="off" {...form.field('carrier')} />
      <InputField label="Tracking number (optional)" autoComplete="off" {...form.field('trackingNumber')} />
    </FormDialog>
  );
}

import { useState } from 'react';
import { bulkShipInputSchema, type BulkShipResult } from '../../../shared/schemas/admin-orders';
import type { Order } from '../../../shared/schemas/order';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import button from '../../components/button.module.css';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useShipOrders } from './api/ship-orders';
import { canShip } from './ship-order-dialog';

const carrierSchema = bulkShipInputSchema.pick({ carrier: true });

const numbersOf = (orders: Order[]) => orders.map((order) => order.number).join(', ');
const ordersWord = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/**
 * Ship selected: asks first, naming how many and which orders ship (the paid, unshipped ones among
 * the selected) and which stay as they are, with one optional carrier for all; then ships them
 * and reports what happened (`onShipped`).
 */
export function BulkShipDialog({ selected, onShipped }: { selected: Order[]; onShipped: (result: BulkShipResult) => void }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(carrierSchema, { carrier: '' });
  const ship = useShipOrders({
    onSuccess: (result) => {
      setOpen(false);
      onShipped(result);
    },
  });
  const shippable = selected.filter(canShip);
  const others = selected.filter((order) => !canShip(order));

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(({ carrier }) => ship.mutateAsync({ orderIds: selected.map((order) => order._id), carrier }))}
      trigger={
        <button type="button" className={button.primary} disabled={shippable.length === 0}>
          Ship selected
        </button>
      }
      title={`Ship ${ordersWord(shippable.length)}?`}
      description={
        <>
          {numbersOf(shippable)} {shippable.length === 1 ? 'is' : 'are'} marked shipped and each customer gets an e-mail.
          {others.length ? ` ${numbersOf(others)} ${others.length === 1 ? 'is' : 'are'} not paid or not open to ship and stay${others.length === 1 ? 's' : ''} as ${others.length === 1 ? 'it is' : 'they are'}.` : null}
        </>
      }
      keepLabel="Not now"
      submitLabel={`Ship ${ordersWord(shippable.length)}`}
      submittingLabel="Shipping…"
    >
      <InputField label="Carrier (optional)" autoComplete="off" {...form.field('carrier')} />
    </FormDialog>
  );
}
